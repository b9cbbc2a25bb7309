// Server-side sessions: tokens can be ended before they expire.
import { createHmac, randomUUID } from 'node:crypto';
import type { User } from '@ceylon/shared/domain';
import { createActor, login, type Actor } from '../../test/actors';
import { TEST_JWT_SECRET, call, testDatabases } from '../../test/test-app';
import { useAdmin } from '../../test/use-actors';

function signJwt(payload: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe.each(testDatabases())('sessions on %s', (database) => {
  const ctx = useAdmin(database);
  const works = async (token: string) => (await call(ctx.app, 'GET', '/api/my-bookings', { token })).statusCode;
  const asAdmin = (method: 'PUT' | 'DELETE', url: string, body?: unknown) => call(ctx.app, method, url, { token: ctx.admin.token, body });

  it('logs out on the server: that token stops working, other sessions of the person do not', async () => {
    const person = await createActor(ctx.app, ctx.admin, 'user', 'Leaving');
    const other = await login(ctx.app, person.user.email, person.password);
    expect(claimsOf(person.token)).toMatchObject({ sub: person.user.id, sid: expect.any(String), exp: expect.any(Number) });

    const logout = await call(ctx.app, 'POST', '/api/auth/logout', { token: person.token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });
    // Every tab of the browser forgets the session too.
    expect(logout.headers['clear-site-data']).toBe('"storage"');
    const after = await call(ctx.app, 'GET', '/api/my-bookings', { token: person.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Your session has ended, please log in again', requestId: expect.any(String) });
    expect(await works(other.token)).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: person.token })).statusCode).toBe(401);
  });

  it('ends every earlier session when an admin sets a new password', async () => {
    const person = await createActor(ctx.app, ctx.admin, 'user', 'Reset');
    const second = await login(ctx.app, person.user.email, person.password);
    expect((await asAdmin('PUT', `/api/users/${person.user.id}`, { password: 'Fresh#Tea-2026' })).statusCode).toBe(200);
    expect(await works(person.token)).toBe(401);
    expect(await works(second.token)).toBe(401);
    expect(await works((await login(ctx.app, person.user.email, 'Fresh#Tea-2026')).token)).toBe(200);
  });

  it('ends every session on a role change, but not on a name change', async () => {
    const person = await createActor(ctx.app, ctx.admin, 'user', 'Promoted');
    expect((await asAdmin('PUT', `/api/users/${person.user.id}`, { firstName: 'Renamed', role: 'user' })).statusCode).toBe(200);
    expect(await works(person.token)).toBe(200);
    expect((await asAdmin('PUT', `/api/users/${person.user.id}`, { role: 'hotelOwner' })).statusCode).toBe(200);
    expect(await works(person.token)).toBe(401);
  });

  it('keeps the admin signed in on the session they used to change their own password', async () => {
    const own = await login(ctx.app, 'admin@ceylon.test', 'Admin#2025');
    const elsewhere = await login(ctx.app, 'admin@ceylon.test', 'Admin#2025');
    const changed = await call(ctx.app, 'PUT', `/api/users/${own.user.id}`, { token: own.token, body: { password: 'Admin#2025' } });
    expect(changed.statusCode).toBe(200);
    expect(await works(own.token)).toBe(200);
    expect(await works(elsewhere.token)).toBe(401);
    ctx.admin = own;
  });

  it('ends the sessions of a deleted account', async () => {
    const person = await createActor(ctx.app, ctx.admin, 'user', 'Deleted');
    expect((await asAdmin('DELETE', `/api/users/${person.user.id}`)).statusCode).toBe(200);
    expect(await works(person.token)).toBe(401);
  });

  describe('token claims', () => {
    let person: Actor;
    let sid: string;
    beforeAll(async () => {
      person = await createActor(ctx.app, ctx.admin, 'user', 'Claims');
      sid = String(claimsOf(person.token).sid);
    });
    const now = () => Math.floor(Date.now() / 1000);

    it('accepts a well-formed token of a live session', async () => {
      expect(await works(signJwt({ sub: person.user.id, sid, iat: now(), exp: now() + 60 }))).toBe(200);
    });

    it.each([
      ['no exp', () => ({ sub: person.user.id, sid, iat: now() })],
      ['no sid', () => ({ sub: person.user.id, iat: now(), exp: now() + 60 })],
      ['a sid that is not a UUID', () => ({ sub: person.user.id, sid: 'x', exp: now() + 60 })],
      ['a sid of no session', () => ({ sub: person.user.id, sid: randomUUID(), exp: now() + 60 })],
      ['a sub that is not a UUID', () => ({ sub: 'not-a-uuid', sid, exp: now() + 60 })],
      ['a sub that is a number', () => ({ sub: 42, sid, exp: now() + 60 })],
      ['a sub that is an object', () => ({ sub: { id: person.user.id }, sid, exp: now() + 60 })],
      ['an exp that is text', () => ({ sub: person.user.id, sid, exp: String(now() + 60) })],
      ['an iat that is text', () => ({ sub: person.user.id, sid, iat: 'yesterday', exp: now() + 60 })],
      ['another person’s session', () => ({ sub: ctx.admin.user.id, sid, exp: now() + 60 })],
    ])('refuses a signed token with %s with 401', async (_case, claims) => {
      const response = await call(ctx.app, 'GET', '/api/my-bookings', { token: signJwt(claims()) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), requestId: expect.any(String) });
    });
  });

  describe('users are written column by column', () => {
    it('lets no one set id, passwordHash, createdAt or deletedAt, nor delete themselves that way', async () => {
      const person = await createActor(ctx.app, ctx.admin, 'user', 'Fixed');
      const attempts = [
        { deletedAt: '2020-01-01T00:00:00Z' },
        { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB' },
        { id: randomUUID() },
        { createdAt: '1970-01-01T00:00:00Z' },
      ];
      for (const body of attempts) {
        const own = await call(ctx.app, 'PUT', `/api/users/${ctx.admin.user.id}`, {
          token: ctx.admin.token,
          body: { firstName: 'Ada', ...body },
        });
        expect(own.statusCode).toBeLessThan(500);
        const theirs = await asAdmin('PUT', `/api/users/${person.user.id}`, { firstName: 'Fixed', ...body });
        expect(theirs.statusCode).toBeLessThan(500);
      }
      const users = (await call(ctx.app, 'GET', '/api/users', { token: ctx.admin.token })).json<User[]>();
      expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([ctx.admin.user.id, person.user.id]));
      expect(users.find((u) => u.id === person.user.id)?.createdAt).not.toBe('1970-01-01T00:00:00.000Z');
      expect(await works((await login(ctx.app, person.user.email, person.password)).token)).toBe(200);
      expect(await works(ctx.admin.token)).toBe(200);
    });
  });
});
