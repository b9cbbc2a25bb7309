import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactBody, ContactResponseSchema } from '@ceylon/shared/contracts';
import { createMailer } from '../../mail/mailer';
import { createContactMessagesRepository } from '../../repositories/contact-messages-repository';
import { errorResponses } from '../../schemas/error-responses';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const messages = createContactMessagesRepository(app.db);
  const mailer = createMailer(app.config);

  app.post(
    '/send-email',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: { tags: ['contact'], body: ContactBody, response: { 201: ContactResponseSchema, ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      const id = await messages.create(request.body);
      if (mailer) {
        // The message is stored either way; a mail server that is down only delays it.
        try {
          await mailer.sendContactMessage(request.body);
          await messages.markEmailed(id);
        } catch (error) {
          request.log.warn({ err: error, contactMessageId: id }, 'Could not e-mail a contact message');
        }
      }
      return reply.status(201).send({ success: true, message: "Thank you for your message! We'll get back to you soon." });
    },
  );
};

export default routes;
