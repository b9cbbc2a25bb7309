import { createHmac } from 'node:crypto';
import type { User } from '@ceylon/shared/domain';
import { TEST_JWT_SECRET, call, startTestApp, testDatabases, useTestApp } from '../../test/test-app';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

function signJwt(payload: object, secret = TEST_JWT_SECRET, alg = 'HS256'): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe.each(testDatabases())('auth on %s', (database) => {
  const ctx = useTestApp(database);

  const register = (body: Record<string, unknown>) => call(ctx.app, 'POST', '/api/auth/register', { body });
  const person = { firstName: 'Sunil', lastName: 'Jayasuriya', email: 'Sunil@Example.com', password: 'cinnamon-tea' };

  it('registers a customer even when a role is asked for, without any password in the answer', async () => {
    const response = await register({ ...person, role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registration successful',
      user: {
        id: expect.any(String),
        firstName: 'Sunil',
        lastName: 'Jayasuriya',
        email: 'Sunil@Example.com',
        role: 'user',
        createdAt: expect.any(String),
      },
    });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it('refuses an e-mail that exists in any letter case', async () => {
    const response = await register({ ...person, email: 'sunil@EXAMPLE.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this e-mail already exists', requestId: expect.any(String) });
  });

  it.each([
    [{ ...person, email: 'new@example.com', password: 'short' }, 'password', 'password must be at least 8 characters'],
    [{ ...person, email: 'not-an-email' }, 'email', 'email must be a valid e-mail address'],
    [{ lastName: 'X', email: 'x@example.com', password: 'long-enough' }, 'firstName', 'firstName is required'],
    [{ ...person, email: 'y@example.com', firstName: '   ' }, 'firstName', 'firstName must not be blank'],
    [{ ...person, email: 'z@example.com', firstName: 'x'.repeat(101) }, 'firstName', 'firstName must be at most 100 characters'],
    [{ ...person, email: 'w@example.com', password: 12345678 }, 'password', 'password must be a string'],
  ])('refuses %j with a message naming %s', async (body, field, message) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, message, requestId: expect.any(String) });
  });

  it('logs in with any letter case of the e-mail and returns the user and a token', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: 'SUNIL@example.com', password: 'cinnamon-tea' } });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json<{ user: User; token: string }>();
    expect(user).toMatchObject({ email: 'Sunil@Example.com', role: 'user', firstName: 'Sunil' });
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'lastName', 'role']);
    const mine = await call(ctx.app, 'GET', '/api/bookings/my-bookings', { token });
    expect(mine.statusCode).toBe(200);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const unknown = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'cinnamon-tea' } });
    const wrong = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: 'sunil@example.com', password: 'wrong-password' } });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid e-mail or password', requestId: expect.any(String) });
    // The same answer but for the request's own id.
    expect(wrong.json()).toEqual({ ...unknown.json(), requestId: expect.any(String) });
  });

  it('answers 400 to a login without a password', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: 'sunil@example.com' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('password');
  });

  describe('tokens', () => {
    let userId: string;
    // Tokens carry their server-side session (sid); the hand-made ones below reuse a real login's.
    let sid: string;
    beforeAll(async () => {
      const login = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: 'sunil@example.com', password: 'cinnamon-tea' } });
      userId = login.json<{ user: User }>().user.id;
      sid = claimsOf(login.json<{ token: string }>().token).sid as string;
    });
    const withToken = (token: string) => call(ctx.app, 'GET', '/api/my-bookings', { token });
    const now = () => Math.floor(Date.now() / 1000);

    it('accepts a token signed with the secret', async () => {
      expect((await withToken(signJwt({ sub: userId, sid, iat: now(), exp: now() + 60 }))).statusCode).toBe(200);
    });

    it('refuses a missing, expired, forged, unsigned or other-algorithm token with 401', async () => {
      expect((await call(ctx.app, 'GET', '/api/my-bookings')).json()).toEqual({
        message: 'Please log in to continue',
        requestId: expect.any(String),
      });
      const expired = await withToken(signJwt({ sub: userId, sid, iat: now() - 100, exp: now() - 10 }));
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Your session has expired, please log in again');
      for (const token of [
        signJwt({ sub: userId, sid, exp: now() + 60 }, 'another-secret-another-secret-1234'),
        signJwt({ sub: userId, sid, exp: now() + 60 }, TEST_JWT_SECRET, 'none'),
        signJwt({ sub: userId, sid, exp: now() + 60 }, TEST_JWT_SECRET, 'HS512'),
        'not.a.token',
      ]) {
        expect((await withToken(token)).statusCode).toBe(401);
      }
    });

    it('refuses the token of an account that was deleted', async () => {
      const ghost = signJwt({ sub: '00000000-0000-4000-8000-000000000000', sid, exp: now() + 60 });
      const response = await withToken(ghost);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your account no longer exists');
    });
  });
});

describe('login rate limit', () => {
  it('answers 429 after AUTH_RATE_LIMIT attempts per minute for one address and e-mail', async () => {
    const { app, close } = await startTestApp('pglite', { authRateLimit: 3, seed: 'none' });
    try {
      const attempt = (email: string) => call(app, 'POST', '/api/auth/login', { body: { email, password: 'whatever-1' } });
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await attempt('victim@example.com')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const limited = await attempt('victim@example.com');
      expect(limited.json().message).toMatch(/^Too many requests, please try again in/);
      expect((await attempt('someone-else@example.com')).statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});
