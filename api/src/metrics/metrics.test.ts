// GET /metrics in Prometheus's format behind METRICS_TOKEN, requests by route
// pattern, the outbox and search cache as they change, and request ids in headers, errors and logs.
import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { enqueueMail } from '../mail/outbox';
import { call, startTestApp, testDatabases, type TestApp } from '../test/test-app';
import { useAppWithDatabase } from '../test/use-app-with-database';
import { metricNamesOf, sampleOf } from './metrics-text';
import metricsPlugin, { UNMATCHED_ROUTE } from './metrics-plugin';
import { REQUEST_ID_LOG_LABEL, requestIdOptions } from './request-id';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await call(app, 'GET', '/metrics', { token: TOKEN });
  expect(response.statusCode).toBe(200);
  return response.payload;
}

const requestCount = (text: string, route: string, method: string, status: number) =>
  sampleOf(text, 'http_request_duration_seconds_count', { route, method, status_code: String(status) }) ?? 0;

describe.each(testDatabases())('metrics on %s', (database) => {
  // The site's layout: metrics on the root, the API in an /api scope, its database at hand.
  const ctx = useAppWithDatabase(database, { outboxPollMs: 0 }, { metricsToken: TOKEN });

  test('requests are counted and timed by route pattern, method and status, never by URL', async () => {
    const before = await scrape(ctx.app);
    const { payload } = await call(ctx.app, 'GET', '/api/hotels?limit=1');
    const [hotel] = JSON.parse(payload) as { id: string }[];
    if (!hotel) throw new Error('The seeded data has no hotel');
    expect((await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/no-such-route/${hotel.id}`)).statusCode).toBe(404);
    const after = await scrape(ctx.app);

    expect(requestCount(after, '/api/hotels/:id', 'GET', 200) - requestCount(before, '/api/hotels/:id', 'GET', 200)).toBe(1);
    expect(requestCount(after, UNMATCHED_ROUTE, 'GET', 404) - requestCount(before, UNMATCHED_ROUTE, 'GET', 404)).toBe(1);
    expect(sampleOf(after, 'http_request_duration_seconds_bucket', { route: '/api/hotels/:id', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(hotel.id);
  });

  test('process metrics are there: event-loop delay, heap, garbage collection', async () => {
    const names = metricNamesOf(await scrape(ctx.app));
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(names).toContain(name);
    }
  });

  test('the outbox gauges follow the queue: waiting mail, the oldest one’s age, mail given up on', async () => {
    const before = await scrape(ctx.app);
    const mail = { kind: 'contact' as const, to: 'ops@example.com', subject: 'Metrics', text: 'Metrics', html: '<p>Metrics</p>' };
    await enqueueMail(ctx.db, mail);
    await enqueueMail(ctx.db, { ...mail, subject: 'Metrics, given up' });
    await ctx.db.updateTable('mailOutbox').set({ status: 'failed' }).where('subject', '=', 'Metrics, given up').execute();
    // The waiting one was queued two hours ago, so it is the oldest whatever the seed queued.
    await sql`update mail_outbox set created_at = now() - interval '2 hours' where subject = 'Metrics'`.execute(ctx.db);
    const after = await scrape(ctx.app);

    expect((sampleOf(after, 'ceylon_outbox_pending_messages') ?? 0) - (sampleOf(before, 'ceylon_outbox_pending_messages') ?? 0)).toBe(1);
    expect((sampleOf(after, 'ceylon_outbox_failed_messages') ?? 0) - (sampleOf(before, 'ceylon_outbox_failed_messages') ?? 0)).toBe(1);
    const age = sampleOf(after, 'ceylon_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(age).toBeLessThan(7200 + 600);
  });

  test('the search cache counts a miss, then a hit for the same search, and holds the answer', async () => {
    const before = await scrape(ctx.app);
    const url = '/api/hotels?q=metrics-cache-probe&limit=3';
    expect((await call(ctx.app, 'GET', url)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', url)).statusCode).toBe(200);
    const after = await scrape(ctx.app);
    const grew = (name: string) => (sampleOf(after, name) ?? 0) - (sampleOf(before, name) ?? 0);

    expect(grew('ceylon_search_cache_misses_total')).toBe(1);
    expect(grew('ceylon_search_cache_hits_total')).toBe(1);
    expect(sampleOf(after, 'ceylon_search_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(after, 'ceylon_search_cache_bytes')).toBeGreaterThan(0);
  });

  test('database statements are timed, and the connections they held counted and given back', async () => {
    const before = await scrape(ctx.app);
    await Promise.all([1, 2, 3].map(() => call(ctx.app, 'GET', '/api/destinations')));
    const after = await scrape(ctx.app);
    const grew = (name: string, labels: Record<string, string>) =>
      (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0);

    expect(grew('ceylon_db_statement_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThanOrEqual(3);
    expect(grew('ceylon_db_connection_wait_seconds_count', { acquired: 'true' })).toBeGreaterThanOrEqual(3);
    const max = sampleOf(after, 'ceylon_db_connections_max');
    expect(max).toBe(database === 'postgres' ? 10 : 1);
    // The scrape's own outbox query may hold one while the gauges are read; nothing else runs.
    expect(sampleOf(after, 'ceylon_db_connections_in_use')).toBeLessThanOrEqual(1);
    expect(sampleOf(after, 'ceylon_db_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(after, 'ceylon_db_connection_waiting')).toBe(0);
  });

  test('a safe incoming X-Request-Id is kept and echoed; an unsafe one is replaced', async () => {
    const kept = await call(ctx.app, 'GET', '/api/health', { headers: { 'x-request-id': 'lb-7f3a.2_x' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2_x');
    for (const unsafe of ['a'.repeat(65), 'two words', 'id"quoted', '']) {
      const replaced = await call(ctx.app, 'GET', '/api/health', { headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
    expect((await call(ctx.app, 'GET', '/api/health')).headers['x-request-id']).toMatch(UUID);
  });

  test('every API error body carries the request id of its header', async () => {
    const answers = [
      await call(ctx.app, 'GET', '/api/no-such-route'),
      await call(ctx.app, 'GET', '/api/users'),
      await call(ctx.app, 'GET', '/api/hotels?limit=0', { headers: { 'x-request-id': 'client-chosen-1' } }),
      await call(ctx.app, 'POST', '/api/auth/login', { body: { email: 'nobody@ceylon.test', password: 'not the password' } }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([404, 401, 400, 401]);
    for (const response of answers) {
      const body = JSON.parse(response.payload) as { requestId?: string };
      expect(body.requestId).toBe(response.headers['x-request-id']);
    }
    expect((JSON.parse(answers[2]?.payload ?? '{}') as { requestId?: string }).requestId).toBe('client-chosen-1');
  });
});

describe('GET /metrics of buildApp (METRICS_TOKEN)', () => {
  let withToken: TestApp | undefined;
  let withoutToken: TestApp | undefined;
  beforeAll(async () => {
    [withToken, withoutToken] = await Promise.all([startTestApp('pglite', { metricsToken: TOKEN }), startTestApp('pglite')]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([withToken?.close(), withoutToken?.close()]);
  });

  test('with a token set, only a scraper bearing it gets the metrics, in Prometheus text format', async () => {
    const app = withToken?.app as FastifyInstance;
    const refusedHeaders: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-kind-0123456' },
      { authorization: TOKEN },
    ];
    for (const headers of refusedHeaders) {
      const refused = await call(app, 'GET', '/metrics', { headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.payload).not.toContain('http_request_duration_seconds');
    }
    const answer = await call(app, 'GET', '/metrics', { token: TOKEN });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metricNamesOf(answer.payload)).toContain('http_request_duration_seconds');
  });

  test('without a token, /metrics does not exist, whatever the request brings', async () => {
    const app = withoutToken?.app as FastifyInstance;
    expect((await call(app, 'GET', '/metrics')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/metrics', { token: TOKEN })).statusCode).toBe(404);
  });
});

test('log lines carry the request id under requestId', async () => {
  const lines: { requestId?: string; msg?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { requestId?: string });
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    ...requestIdOptions,
  });
  await app.register(metricsPlugin, {});
  try {
    await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-request-id': 'traced-42' } });
  } finally {
    await app.close();
  }
  const traced = lines.filter((line) => line.requestId === 'traced-42').map((line) => line.msg);
  expect(traced).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
});
