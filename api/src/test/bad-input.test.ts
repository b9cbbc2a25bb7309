// Whatever a client sends, the answer is a 4xx with a JSON message, never a 5xx.
import type { InjectOptions } from 'fastify';
import { addDays, todayInColombo } from '@ceylon/shared/domain';
import { call, testDatabases } from './test-app';
import { useActors } from './use-actors';

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
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['PATCH', '/api/account'],
  ['POST', '/api/account/password'],
];

const BAD_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"title": '],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['null', 'null'],
  [
    'wrong types',
    JSON.stringify({ email: 5, password: [], title: {}, price: 'cheap', checkIn: 20250101, guests: 'two', hotelId: 7, role: 1 }),
  ],
  [
    'huge strings',
    JSON.stringify({
      email: `${'a'.repeat(300_000)}@x.com`,
      password: 'p'.repeat(300_000),
      title: 't'.repeat(300_000),
      name: 'n'.repeat(300_000),
    }),
  ],
  ['prototype pollution', '{"__proto__": {"role": "admin"}, "email": "a@b.c"}'],
  ['an empty object', '{}'],
];

describe.each(testDatabases())('bad input on %s', (database) => {
  const ctx = useActors(database);

  it.each(WRITE_ROUTES)('%s %s answers every bad body with a 4xx JSON message', async (method, url) => {
    for (const [what, payload] of BAD_BODIES) {
      const response = await ctx.app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.actors.admin.token}` },
      });
      const outcome = { what, status: response.statusCode, hasMessage: typeof response.json().message === 'string' };
      expect(outcome).toEqual({ what, status: expect.any(Number), hasMessage: true });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/stack|at \w+ \(|node_modules|SELECT|insert into/i);
    }
  });

  it('names the field in a 400', async () => {
    const response = await call(ctx.app, 'POST', '/api/hotels', {
      token: ctx.actors.ownerA.token,
      body: { title: 'A', location: 'B', price: 'cheap', imageUrl: '/a', rating: 3 },
    });
    expect(response.json()).toEqual({ field: 'price', message: 'price must be a number', requestId: expect.any(String) });
  });

  it('answers 400 for malformed ids and 404 for unknown ones on every route with an id', async () => {
    const token = ctx.actors.admin.token;
    for (const [method, path] of [
      ['GET', '/api/hotels/:id'],
      ['GET', '/api/hotels/:id/bookings'],
      ['DELETE', '/api/hotels/:id'],
      ['DELETE', '/api/users/:id'],
      ['GET', '/api/bookings/:id'],
      ['PUT', '/api/bookings/:id/cancel'],
    ] as const) {
      for (const [id, status] of [
        ['1 OR 1=1', 400],
        ["x'; drop table users; --", 400],
        ['%00', 400],
        [UNKNOWN_ID, 404],
      ] as const) {
        const response = await call(ctx.app, method, path.replace(':id', encodeURIComponent(id)), { token });
        expect([method, path, id, response.statusCode]).toEqual([method, path, id, status]);
      }
    }
  });

  it('refuses a body over the size limit with 413, and a body that is not a JSON object with 400', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(typeof big.json().message).toBe('string');
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ field: 'request body', message: 'request body must be a JSON object', requestId: expect.any(String) });
  });
  describe('closed bodies', () => {
    // One valid body per write route, so that the unknown field is the only thing wrong.
    const validBodies = (): Array<[InjectOptions['method'], string, () => Record<string, unknown>]> => [
      ['POST', '/api/hotels', () => ({ title: 'Closed', location: 'Galle', price: 10, imageUrl: '/a.png', rating: 3 })],
      ['PUT', '/api/hotels/:own', () => ({ title: 'Closed' })],
      ['POST', '/api/bookings', () => ({ hotelId: UNKNOWN_ID, checkIn: '2099-01-01', checkOut: '2099-01-02', guests: 1 })],
      ['POST', '/api/send-email', () => ({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' })],
      ['POST', '/api/newsletter', () => ({ email: 'closed@example.com' })],
      ['POST', '/api/auth/login', () => ({ email: 'guest@ceylon.test', password: 'x' })],
      [
        'POST',
        '/api/auth/register',
        () => ({ firstName: 'A', lastName: 'B', email: 'closed-reg@example.com', password: 'Kithul-treacle-42' }),
      ],
      [
        'POST',
        '/api/users',
        () => ({ firstName: 'A', lastName: 'B', email: 'closed-user@example.com', role: 'user', password: 'Kithul-treacle-42' }),
      ],
      ['PUT', '/api/users/:self', () => ({ firstName: 'A' })],
      ['POST', '/api/client-errors', () => ({ area: 'shell', type: 'error', message: 'boom' })],
    ];

    it.each(['foo', 'createdAt', 'id', 'deletedAt', 'passwordHash', 'creatorId', 'status'])(
      'refuses an unknown field %s on every write route with 400 naming it',
      async (unknown) => {
        const hotel = await call(ctx.app, 'POST', '/api/hotels', {
          token: ctx.actors.ownerA.token,
          body: { title: 'Own', location: 'Galle', price: 10, imageUrl: '/a.png', rating: 3 },
        });
        for (const [method, path, body] of validBodies()) {
          const url = path.replace(':own', hotel.json().id).replace(':self', ctx.actors.admin.user.id);
          const token = path.includes('hotels') ? ctx.actors.ownerA.token : ctx.actors.admin.token;
          const response = await call(ctx.app, method, url, { token, body: { ...body(), [unknown]: '2020-01-01T00:00:00Z' } });
          expect([method, path, response.statusCode, response.json()]).toEqual([
            method,
            path,
            400,
            { field: unknown, message: `${unknown} is not allowed`, requestId: expect.any(String) },
          ]);
        }
      },
    );

    it('refuses any body on the routes that take none, and still accepts none or {}', async () => {
      const hotel = await call(ctx.app, 'POST', '/api/hotels', {
        token: ctx.actors.ownerA.token,
        body: { title: 'No body', location: 'Galle', price: 10, imageUrl: '/a.png', rating: 3 },
      });
      const stay = { checkIn: addDays(todayInColombo(), 30), checkOut: addDays(todayInColombo(), 31), guests: 1 };
      const booking = (
        await call(ctx.app, 'POST', '/api/bookings', { token: ctx.actors.customerA.token, body: { hotelId: hotel.json().id, ...stay } })
      ).json();
      expect(booking.status).toBe('confirmed');
      const refused = await call(ctx.app, 'PUT', `/api/bookings/${booking.id}/cancel`, {
        token: ctx.actors.customerA.token,
        body: { status: 'confirmed' },
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { field: 'status', message: 'status is not allowed', requestId: expect.any(String) },
      ]);
      const notAnObject = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.json().id}`, { token: ctx.actors.ownerA.token, body: [1] });
      expect([notAnObject.statusCode, notAnObject.json().field]).toEqual([400, 'request body']);
      expect(
        (await call(ctx.app, 'PUT', `/api/bookings/${booking.id}/cancel`, { token: ctx.actors.customerA.token, body: {} })).statusCode,
      ).toBe(200);
      expect((await call(ctx.app, 'DELETE', `/api/hotels/${hotel.json().id}`, { token: ctx.actors.ownerA.token })).statusCode).toBe(200);
    });

    it('names a nested unknown field and an unknown query parameter', async () => {
      const nested = await call(ctx.app, 'POST', '/api/newsletter', { body: { email: 'a@b.co', extra: { deep: 1 } } });
      expect(nested.json()).toEqual({ field: 'extra', message: 'extra is not allowed', requestId: expect.any(String) });
      const query = await call(ctx.app, 'GET', '/api/client-errors?limit=1&debug=1', { token: ctx.actors.admin.token });
      expect(query.json()).toEqual({ field: 'debug', message: 'debug is not allowed', requestId: expect.any(String) });
      // Headers stay open: browsers and proxies add their own.
      const headers = await call(ctx.app, 'GET', '/api/hotels', { headers: { 'x-anything': '1' } });
      expect(headers.statusCode).toBe(200);
    });
  });

  describe('control characters', () => {
    it('refuses NUL and other controls in any text with 400 naming the field, login included', async () => {
      const login = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: 'x\u0000', password: 'y' } });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual({ field: 'email', message: 'email must not contain control characters', requestId: expect.any(String) });

      const own = { title: 'Ctl', location: 'Galle', price: 10, imageUrl: '/a.png', rating: 3 };
      for (const [field, value] of [
        ['title', 'Nul\u0000hotel'],
        ['title', 'Bell\u0007'],
        ['location', 'Del\u007f'],
        ['description', 'Escape \u001b[31m'],
        ['title', 'Two\nlines'],
        ['title', 'Tab\there'],
      ] as const) {
        const response = await call(ctx.app, 'POST', '/api/hotels', { token: ctx.actors.ownerA.token, body: { ...own, [field]: value } });
        expect([field, value, response.statusCode, response.json()]).toEqual([
          field,
          value,
          400,
          { field, message: `${field} must not contain control characters`, requestId: expect.any(String) },
        ]);
      }

      for (const [url, body, field] of [
        ['/api/send-email', { name: 'N\u0000', email: 'n@example.com', subject: 'S', message: 'M' }, 'name'],
        ['/api/send-email', { name: 'N', email: 'n@example.com', subject: 'S', message: 'M\u0000' }, 'message'],
        ['/api/newsletter', { email: 'a\u0000@b.co' }, 'email'],
        [
          '/api/auth/register',
          { firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com', password: 'Kithul-treacle-42' },
          'firstName',
        ],
        ['/api/client-errors', { area: 'shell', type: 'error', message: 'x\u0000' }, 'message'],
      ] as const) {
        const response = await call(ctx.app, 'POST', url, { body });
        expect([url, response.statusCode, response.json().field]).toEqual([url, 400, field]);
      }
    });

    it('keeps tabs and line breaks in multi-line text: a description, a message', async () => {
      const description = 'Line one\r\nLine two\n\tIndented';
      const hotel = await call(ctx.app, 'POST', '/api/hotels', {
        token: ctx.actors.ownerA.token,
        body: { title: 'Lines', location: 'Galle', price: 10, imageUrl: '/a.png', rating: 3, description },
      });
      expect(hotel.statusCode).toBe(201);
      expect(hotel.json().description).toBe(description);
      const contact = await call(ctx.app, 'POST', '/api/send-email', {
        body: { name: 'N', email: 'n@example.com', subject: 'S', message: 'Hello,\n\nThanks' },
      });
      expect(contact.statusCode).toBe(201);
    });
  });
});
