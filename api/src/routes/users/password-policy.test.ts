// Weak passwords are refused with the reason wherever a password is set.
import type { User } from '@ceylon/shared/domain';
import { loginDemo } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useAdmin } from '../../test/use-actors';

describe.each(testDatabases())('password policy on %s', (database) => {
  const ctx = useAdmin(database);
  const person = { firstName: 'Kasun', lastName: 'Wickrama', email: 'kasun.w@example.com' };
  const weak = ['password', '12345678', 'aaaaaaaa', '        ', 'kasun.w@example.com', 'Wickrama2025'];

  it.each(weak)('registration refuses %j with the reason', async (password) => {
    const response = await call(ctx.app, 'POST', '/api/auth/register', { body: { ...person, password } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field: 'password',
      message: expect.stringMatching(/^password is too easy to guess: .+/),
      requestId: expect.any(String),
    });
  });

  it.each(weak)('an admin creating a user with %j is refused', async (password) => {
    const response = await call(ctx.app, 'POST', '/api/users', { token: ctx.admin.token, body: { ...person, role: 'user', password } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^password is too easy to guess: /);
  });

  it('an admin setting a weak password is refused, measured against the person’s own name', async () => {
    const created = await call(ctx.app, 'POST', '/api/users', {
      token: ctx.admin.token,
      body: { ...person, role: 'user', password: 'Tea#Estate-2025' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<User>().id;
    for (const password of ['password', 'Wickrama2025', 'kasun.w@example.com']) {
      const response = await call(ctx.app, 'PUT', `/api/users/${id}`, { token: ctx.admin.token, body: { password } });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('password');
    }
    expect(
      (await call(ctx.app, 'PUT', `/api/users/${id}`, { token: ctx.admin.token, body: { password: 'Spice#Garden-77' } })).statusCode,
    ).toBe(200);
  });

  it('the demo accounts still log in with their seeded passwords', async () => {
    for (const role of ['admin', 'hotelOwner', 'user'] as const) expect((await loginDemo(ctx.app, role)).token).toEqual(expect.any(String));
  });
});
