// A @fastify/rate-limit store over the rate_limit_hits table (see rate-limit-repository), so the
// per-address budgets hold across restarts and across every server process on one database.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from '../repositories/rate-limit-repository';

/** The store class @fastify/rate-limit instantiates; `onHit` lets the plugin clean up now and then. */
export function databaseRateLimitStore(hits: RateLimitRepository, onHit: () => void): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    // Each route limit counts under its own method and URL; limits made with createRateLimit()
    // have no route and name their keys themselves.
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hits.hit(`${this.namespace}${key}`, timeWindow).then(
        ({ hits: current, ttlMs }) => {
          onHit();
          callback(null, { current, ttl: ttlMs });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // @fastify/rate-limit passes the merged limit settings, with the route under `routeInfo`.
    child(routeOptions: object): FastifyRateLimitStore {
      const route = 'routeInfo' in routeOptions ? (routeOptions.routeInfo as { method?: unknown; url?: unknown } | undefined) : undefined;
      const namespace = typeof route?.url === 'string' ? `${String(route.method)} ${route.url}|` : '';
      return new DatabaseStore({}, namespace);
    }
  }
  return DatabaseStore;
}
