import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { minuteLimit } from './minute-limit';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** A server whose `GET /` counts the request against a limit of `max` and says how long to wait. */
async function limited(max: number) {
  app = Fastify();
  const limit = minuteLimit(app, max);
  app.get('/', async (request) => ({ wait: await limit(request) }));
  await app.ready();
  return async (remoteAddress: string) => (await app.inject({ url: '/', remoteAddress })).json<{ wait: number | null }>().wait;
}

test('each address has its count a minute; past it, the seconds left of its minute', async () => {
  const ask = await limited(2);
  expect(await ask('203.0.113.1')).toBeNull();
  expect(await ask('203.0.113.1')).toBeNull();
  const wait = await ask('203.0.113.1');
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(await ask('203.0.113.2')).toBeNull();
  // An IPv6 client counts with its /64: another address of the same network is the same client.
  expect(await ask('2001:db8:1:2::1')).toBeNull();
  expect(await ask('2001:db8:1:2::2')).toBeNull();
  expect(await ask('2001:db8:1:2:ffff::3')).not.toBeNull();
});

test('a flood of addresses cannot grow it: past 5,000 the least recent are forgotten', async () => {
  const ask = await limited(1);
  expect(await ask('198.51.100.1')).toBeNull();
  expect(await ask('198.51.100.1')).not.toBeNull();
  for (let i = 0; i < 5_000; i += 1) await ask(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
  // Forgotten, so counted afresh: the store holds a bounded number of addresses, whatever comes.
  expect(await ask('198.51.100.1')).toBeNull();
});

test("the API's own limits inside the server are counted once, by the API's limiter", async () => {
  app = Fastify();
  // As the load-failure ledger does, on the site's root.
  minuteLimit(app, 1);
  await app.register(
    async (api) => {
      await api.register(rateLimit, { global: false, errorResponseBuilder: () => ({ statusCode: 429, message: "The API's limit" }) });
      api.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  await app.ready();
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await app.inject({ url: '/api/limited', remoteAddress: '203.0.113.9' }));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
  expect(answers[3]?.json()).toMatchObject({ message: "The API's limit" });
  expect(answers[0]?.headers['x-ratelimit-remaining']).toBe('2');
});
