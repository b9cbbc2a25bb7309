// Prometheus metrics of one server: its own registry (never prom-client's global one, so tests and
// several servers in one process keep theirs apart) with every request by route pattern, method
// and status and its latency, served together with Node's metrics of the process. GET /metrics
// serves them to a scraper that brings METRICS_TOKEN; without a token set the endpoint does not
// exist (404), so metrics are never public by default. Other parts add their own metrics to
// `app.metrics`: database-metrics.ts, outbox-metrics.ts, search-cache-metrics.ts, and the web
// server's deploy/src/server/site-metrics.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { echoRequestId } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's metrics registry: what GET /metrics serves, with the process's (Node's) metrics. */
    metrics: Registry;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`; unset, it answers 404. */
  token?: string;
}

/** The route label of requests no route matched: one value, whatever the URL (a label per URL would grow without end). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; from a cached search answer (about a millisecond) to a request near the database's deadlines. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

let processRegistry: Registry | undefined;

/**
 * Node's metrics (event-loop delay, heap, GC, CPU, memory, handles), once per process: they describe
 * the process, not one server, and each collector starts an event-loop monitor and a GC observer
 * that nothing stops, so servers started and closed by the hundred (tests) must not add their own.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** True when the request brings the token; compared in constant time, whatever the lengths. */
function bringsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Times every request on the instance by its route pattern (`/api/hotels/:id`), never its URL. */
function countRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.observe({ route, method: request.method, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

async function serveMetrics(registry: Registry, token: string | undefined, request: FastifyRequest, reply: FastifyReply) {
  if (token === undefined) return reply.callNotFound();
  if (!bringsToken(request, token)) {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'The metrics need their token' });
  }
  const text = await Registry.merge([processMetrics(), registry]).metrics();
  return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
}

/**
 * Registered on the root instance before any route, so its hooks see every request (the API's
 * included): request ids in X-Request-Id, and the request metrics.
 */
export default fp<MetricsOptions>(
  async (app, { token }) => {
    const registry = new Registry();
    app.decorate('metrics', registry);
    echoRequestId(app);
    countRequests(app, registry);
    app.get('/metrics', { schema: { hide: true } }, (request, reply) => serveMetrics(registry, token, request, reply));
  },
  { name: 'ceylon-metrics' },
);
