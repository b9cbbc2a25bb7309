import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageSchema, NewsletterBody } from '@ceylon/shared/contracts';
import { createNewsletterRepository } from '../../repositories/newsletter-repository';
import { errorResponses } from '../../schemas/error-responses';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const newsletter = createNewsletterRepository(app.db);

  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'subscribeToNewsletter',
        summary: 'Subscribe to the newsletter',
        description: '201 for a new address, 200 for one already subscribed.',
        tags: ['contact'],
        body: NewsletterBody,
        response: { 200: MessageSchema, 201: MessageSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      if (await newsletter.subscribe(request.body.email.trim())) {
        return reply.status(201).send({ message: 'Thank you for subscribing!' });
      }
      return reply.status(200).send({ message: 'You are already subscribed' });
    },
  );
};

export default routes;
