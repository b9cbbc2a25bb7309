// The login and registration budgets, all keyed on normaliseLoginEmail:
// - per address and e-mail: the route's own `config.rateLimit` (authRateLimit a minute);
// - per address across every e-mail: `addressLimit` (authAddressRateLimit a minute);
// - per account across every address: growing waits after a few failures (login-failures-repository).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, say, type Wording } from '../http-errors';
import { LOGIN_DELAYS, createLoginFailuresRepository } from '../repositories/login-failures-repository';
import { normaliseLoginEmail } from './login-email';
import { BusyError } from './work-limiter';

/** A 429 with Retry-After, so clients and the site know when to try again. */
export function tooMany(reply: FastifyReply, seconds: number, message: (values: { seconds: number }) => Wording): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(wait));
  return new HttpError(429, message({ seconds: wait }));
}

/** The 429s' words, each naming the wait in seconds (`{seconds}`: "40 seconds" in the request's language). */
const tooManyRequests = (values: { seconds: number }) => say('error.tooManyRequests', values);
const tooManyAttempts = (values: { seconds: number }) => say('error.tooManyAttempts', values);
const serverBusy = () => say('error.hashingBusy');
export const photosBusy = (values: { seconds: number }) => say('error.photosBusy', values);

/** Hashing work through the cap; a full queue is answered at once instead of waiting for ever. */
export async function withHashing<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusyError) throw tooMany(reply, 1, serverBusy);
    throw error;
  }
}

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseLoginEmail(email) : '';
}

export function createLoginThrottle(app: FastifyInstance) {
  const failures = createLoginFailuresRepository(app.db, { freeFailures: app.config.loginFailuresBeforeDelay, ...LOGIN_DELAYS });
  const addressCount = app.createRateLimit({
    max: app.config.authAddressRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `auth-address|${request.ip}`,
  });

  return {
    /** For the routes' `config.rateLimit`: one address trying one e-mail, however it is padded or cased. */
    routeLimit: {
      max: app.config.authRateLimit,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyEmail(request)}`,
    },

    /** preHandler: one address trying many e-mails. */
    addressLimit: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const result = await addressCount(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds, tooManyRequests);
    },

    /** Counts a login attempt on the account; 429 while it must wait. Returns the normalised e-mail. */
    async beginLogin(email: string, reply: FastifyReply): Promise<string> {
      const accountKey = normaliseLoginEmail(email);
      const verdict = await failures.begin(accountKey);
      if (!verdict.allowed) throw tooMany(reply, verdict.retryAfterSeconds, tooManyAttempts);
      return accountKey;
    },

    succeeded: (accountKey: string) => failures.succeeded(accountKey),
    failed: (accountKey: string) => failures.failed(accountKey),
  };
}
