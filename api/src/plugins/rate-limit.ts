import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Enables per-route limits (`config.rateLimit`); only the public write routes set one. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests, please try again in ${context.after}`,
      }),
    });
  },
  { name: 'ceylon-rate-limit' },
);
