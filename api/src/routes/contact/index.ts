import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactBody, ContactResponseSchema } from '@ceylon/shared/contracts';
import { errorResponses } from '../../schemas/error-responses';
import { receiveContactMessage } from '../../services/contact';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/send-email',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'sendContactMessage',
        summary: 'Send a message to the site',
        description: 'The contact form: the message is stored and e-mailed to the site.',
        tags: ['contact'],
        body: ContactBody,
        response: { 201: ContactResponseSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await receiveContactMessage(app.db, request.body, app.config.mailTo);
      return reply.status(201).send({ success: true, message: "Thank you for your message! We'll get back to you soon." });
    },
  );
};

export default routes;
