// Whatever a client sends, the answer is a 4xx with a JSON message, never a 5xx.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createActors, type Actors } from './actors';
import { call, testDatabases, useTestApp } from './test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const WRITE_ROUTES: Array<[InjectOptions['method'], string]> = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/send-email'],
  ['POST', '/api/newsletter'],
  ['POST', '/api/client-errors'],
  ['POST', '/api/hotels'],
  ['PUT', `/api/hotels/${UNKNOWN_ID}`],
  ['POST', '/api/users'],
  ['PUT', `/api/users/${UNKNOWN_ID}`],
  ['POST', '/api/bookings'],
];

const BAD_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"title": '],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['null', 'null'],
  ['wrong types', JSON.stringify({ email: 5, password: [], title: {}, price: 'cheap', checkIn: 20250101, guests: 'two', hotelId: 7, role: 1 })],
  ['huge strings', JSON.stringify({ email: `${'a'.repeat(300_000)}@x.com`, password: 'p'.repeat(300_000), title: 't'.repeat(300_000), name: 'n'.repeat(300_000) })],
  ['prototype pollution', '{"__proto__": {"role": "admin"}, "email": "a@b.c"}'],
  ['an empty object', '{}'],
];

describe.each(testDatabases())('bad input on %s', (database) => {
  const ctx = useTestApp(database);
  let app: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    app = ctx.app;
    actors = await createActors(app);
  });

  it.each(WRITE_ROUTES)('%s %s answers every bad body with a 4xx JSON message', async (method, url) => {
    for (const [what, payload] of BAD_BODIES) {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${actors.admin.token}` },
      });
      const outcome = { what, status: response.statusCode, hasMessage: typeof response.json().message === 'string' };
      expect(outcome).toEqual({ what, status: expect.any(Number), hasMessage: true });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/stack|at \w+ \(|node_modules|SELECT|insert into/i);
    }
  });

  it('names the field in a 400', async () => {
    const response = await call(app, 'POST', '/api/hotels', { token: actors.ownerA.token, body: { title: 'A', location: 'B', price: 'cheap', imageUrl: '/a', rating: 3 } });
    expect(response.json()).toEqual({ field: 'price', message: 'price must be a number' });
  });

  it('answers 400 for malformed ids and 404 for unknown ones on every route with an id', async () => {
    const token = actors.admin.token;
    for (const [method, path] of [
      ['GET', '/api/hotels/:id'],
      ['GET', '/api/hotels/:id/bookings'],
      ['DELETE', '/api/hotels/:id'],
      ['DELETE', '/api/users/:id'],
      ['GET', '/api/bookings/:id'],
      ['PUT', '/api/bookings/:id/cancel'],
    ] as const) {
      for (const [id, status] of [['1 OR 1=1', 400], ["x'; drop table users; --", 400], ['%00', 400], [UNKNOWN_ID, 404]] as const) {
        const response = await call(app, method, path.replace(':id', encodeURIComponent(id)), { token });
        expect([method, path, id, response.statusCode]).toEqual([method, path, id, status]);
      }
    }
  });

  it('refuses a body over the size limit with 413, and a body that is not a JSON object with 400', async () => {
    const big = await app.inject({ method: 'POST', url: '/api/newsletter', payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } });
    expect(big.statusCode).toBe(413);
    expect(typeof big.json().message).toBe('string');
    const text = await app.inject({ method: 'POST', url: '/api/newsletter', payload: 'email=a@b.c', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ field: 'request body', message: 'request body must be a JSON object' });
  });
});
