import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { databaseRateLimitStore } from '../auth/database-rate-limit-store';
import { HttpError, say } from '../http-errors';
import { LOGIN_DELAYS, createLoginFailuresRepository } from '../repositories/login-failures-repository';
import { createRateLimitRepository } from '../repositories/rate-limit-repository';
import { createSessionsRepository } from '../repositories/sessions-repository';

/** Every this many counted hits, one bounded clean-up of ended windows, forgotten failures and old sessions. */
const CLEAN_UP_EVERY = 200;

/**
 * Enables per-route limits (`config.rateLimit`; only the public write routes set one) with their
 * counters in the database, shared by every server process.
 */
export default fp(
  async (app) => {
    const hits = createRateLimitRepository(app.db);
    let sinceCleanUp = 0;
    let cleaning: Promise<unknown> | undefined;
    const cleanUp = () => {
      sinceCleanUp += 1;
      if (sinceCleanUp < CLEAN_UP_EVERY || cleaning) return;
      sinceCleanUp = 0;
      const failures = createLoginFailuresRepository(app.db, { freeFailures: app.config.loginFailuresBeforeDelay, ...LOGIN_DELAYS });
      cleaning = Promise.all([hits.removeEnded(), failures.removeForgotten(), createSessionsRepository(app.db).removeExpired()])
        .catch((error: unknown) => app.log.warn({ err: error }, 'Rate-limit clean-up failed'))
        .finally(() => {
          cleaning = undefined;
        });
    };
    app.addHook('onClose', async () => {
      await cleaning;
    });

    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(hits, cleanUp),
      // Worded by the errors plugin in the request's language; every window is a minute or less,
      // so the wait reads "40 seconds" or "1 minute", as @fastify/rate-limit's own `after` would.
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, say('error.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) })),
    });
  },
  { name: 'ceylon-rate-limit', dependencies: ['ceylon-database'] },
);
