// Weak passwords are refused with the reason wherever a password is set (issue #10, item 8).
import type { FastifyInstance } from 'fastify';
import type { User } from '@ceylon/shared/domain';
import { loginDemo, type Actor } from '../../test/actors';
import { call, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('password policy on %s', (database) => {
  const ctx = useTestApp(database);
  let app: FastifyInstance;
  let admin: Actor;
  beforeAll(async () => {
    app = ctx.app;
    admin = await loginDemo(app, 'admin');
  });
  const person = { firstName: 'Kasun', lastName: 'Wickrama', email: 'kasun.w@example.com' };
  const weak = ['password', '12345678', 'aaaaaaaa', '        ', 'kasun.w@example.com', 'Wickrama2025'];

  it.each(weak)('registration refuses %j with the reason', async (password) => {
    const response = await call(app, 'POST', '/api/auth/register', { body: { ...person, password } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field: 'password', message: expect.stringMatching(/^password is too easy to guess: .+/) });
  });

  it.each(weak)('an admin creating a user with %j is refused', async (password) => {
    const response = await call(app, 'POST', '/api/users', { token: admin.token, body: { ...person, role: 'user', password } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^password is too easy to guess: /);
  });

  it('an admin setting a weak password is refused, measured against the person’s own name', async () => {
    const created = await call(app, 'POST', '/api/users', {
      token: admin.token,
      body: { ...person, role: 'user', password: 'Tea#Estate-2025' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<User>().id;
    for (const password of ['password', 'Wickrama2025', 'kasun.w@example.com']) {
      const response = await call(app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { password } });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('password');
    }
    expect((await call(app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { password: 'Spice#Garden-77' } })).statusCode).toBe(
      200,
    );
  });

  it('the demo accounts still log in with their seeded passwords', async () => {
    for (const role of ['admin', 'hotelOwner', 'user'] as const) expect((await loginDemo(app, role)).token).toEqual(expect.any(String));
  });
});
