// Reports of failures in the browser: closed bodies, and the browser a host vouched for.
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin } from '../../app';
import { loginDemo } from '../../test/actors';
import { call, dropTestSchema, newTestSchema, TEST_JWT_SECRET, testDatabases } from '../../test/test-app';

/**
 * The API mounted the way the site's web server mounts it, with a host hook standing in for the
 * server's signed browser-id cookie (the test header plays the verified cookie).
 */
async function mountedApi(database: 'pglite' | 'postgres') {
  const schema = newTestSchema();
  // No start-up deadline of its own: PGlite takes its time on a busy machine.
  const host: FastifyInstance = Fastify({ pluginTimeout: 0 });
  host.decorateRequest('verifiedBrowser', null);
  host.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-browser'];
    request.verifiedBrowser = typeof header === 'string' ? header : null;
  });
  await host.register(apiPlugin, {
    prefix: '/api',
    logger: false,
    seed: 'demo',
    jwtSecret: TEST_JWT_SECRET,
    authRateLimit: 1000,
    formRateLimit: 1000,
    ...(database === 'pglite'
      ? { databaseUrl: 'memory://' }
      : { databaseUrl: process.env.TEST_DATABASE_URL ?? '', databaseSchema: schema }),
  });
  await host.ready();
  return {
    app: host,
    async close() {
      await host.close();
      if (database === 'postgres') await dropTestSchema(schema);
    },
  };
}

describe.each(testDatabases())('client errors on %s', (database) => {
  let site: Awaited<ReturnType<typeof mountedApi>>;
  beforeAll(async () => {
    site = await mountedApi(database);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  const report = {
    area: 'customer',
    version: '2026-01-01T00-00-00Z-aaaaaaaa',
    url: '/releases/customer/x.js',
    type: 'fallback',
    message: 'Fell back',
  };

  it('keeps the browser the host vouched for, and none when it vouched for none', async () => {
    expect(
      (await call(site.app, 'POST', '/api/client-errors', { body: report, headers: { 'x-test-browser': 'digest-of-b1' } })).statusCode,
    ).toBe(201);
    expect((await call(site.app, 'POST', '/api/client-errors', { body: { ...report, type: 'missing' } })).statusCode).toBe(201);
    const admin = await loginDemo(site.app, 'admin');
    const list = await call(site.app, 'GET', '/api/client-errors?limit=2', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ type: 'missing', browser: null }),
      expect.objectContaining({ type: 'fallback', browser: 'digest-of-b1' }),
    ]);
  });

  it('refuses fields a report does not have, so a report cannot pin itself to the top', async () => {
    const response = await call(site.app, 'POST', '/api/client-errors', { body: { ...report, createdAt: '2999-01-01T00:00:00Z' } });
    expect(response.statusCode).toBe(400);
    expect((await call(site.app, 'POST', '/api/client-errors', { body: { ...report, browser: 'chosen-by-client' } })).statusCode).toBe(400);
  });
});
