import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Counts one request; resolves to the seconds its address must wait when it is over the limit, else null. */
export type MinuteLimit = (request: FastifyRequest) => Promise<number | null>;

/**
 * At most `max` counted requests a minute per client address, with @fastify/rate-limit (the API's
 * limiter) and its in-memory store: fixed one-minute windows in an LRU of 5,000 addresses, so a
 * flood of addresses cannot grow it. The address is the plugin's: an IPv6 client counts with its
 * /64, as on the API's routes.
 *
 * Counted where the caller asks (`createRateLimit`), not by a route hook: a route's own refusals
 * come in a set order (publishing switched off is said before the limit, a bad token after it) and
 * the load-failure ledger counts lines written, not requests. The plugin is registered in a context
 * of its own, never on the site's root: the API inside this server registers it too, with its
 * database store, and a root registration would put a second count on every API route that sets
 * `config.rateLimit`.
 */
export function minuteLimit(app: FastifyInstance, max: number): MinuteLimit {
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  void app.register(async (own) => {
    await own.register(rateLimit, { global: false });
    limiter = own.createRateLimit({ max, timeWindow: 60_000 });
  });
  return async (request) => {
    if (!limiter) throw new Error('A minute limit was asked before the server was ready.');
    const result = await limiter(request);
    return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : null;
  };
}
