import { addDays, todayInColombo, type Booking, type User } from '@ceylon/shared/domain';
import { createActor, createHotel, loginDemo, login } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useAdmin } from '../../test/use-actors';

describe.each(testDatabases())('users on %s', (database) => {
  const ctx = useAdmin(database);

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(ctx.app, method, url, { token: ctx.admin.token, body });
  const newUser = { firstName: 'Ruwan', lastName: 'Dias', email: 'ruwan@example.com', role: 'hotelOwner', password: 'ruwan-pass-1' };

  it('lists users newest first with no secrets', async () => {
    const response = await asAdmin('GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const users = response.json<User[]>();
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@ceylon.test', 'owner@ceylon.test', 'guest@ceylon.test']));
    expect(Object.keys(users[0] ?? {}).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'lastName', 'role']);
  });

  it('creates a user with the role asked for, who can then log in', async () => {
    const response = await asAdmin('POST', '/api/users', newUser);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName: 'Ruwan', role: 'hotelOwner', email: 'ruwan@example.com' });
    const session = await login(ctx.app, 'ruwan@example.com', 'ruwan-pass-1');
    expect(session.user.role).toBe('hotelOwner');
  });

  it.each([
    [{ ...newUser, email: 'RUWAN@example.com' }, 409, undefined],
    [{ ...newUser, email: 'r2@example.com', role: 'superuser' }, 400, 'role'],
    [{ ...newUser, email: 'r3@example.com', password: '' }, 400, 'password'],
    [{ ...newUser, email: 'r4@example.com', password: undefined }, 400, 'password'],
  ])('refuses %j with %s', async (body, status, field) => {
    const response = await asAdmin('POST', '/api/users', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().field).toBe(field);
  });

  it('updates names, e-mail and role, keeping the password when it is sent empty', async () => {
    const created = (await asAdmin('POST', '/api/users', { ...newUser, email: 'kept@example.com' })).json<User>();
    const response = await asAdmin('PUT', `/api/users/${created.id}`, {
      firstName: 'Ruwani',
      lastName: 'Dias',
      email: 'ruwani@example.com',
      role: 'user',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ruwani', email: 'ruwani@example.com', role: 'user' });
    expect((await login(ctx.app, 'ruwani@example.com', 'ruwan-pass-1')).user.role).toBe('user');
  });

  it('changes the password when a new one is sent, and checks its length', async () => {
    const created = (await asAdmin('POST', '/api/users', { ...newUser, email: 'pw@example.com' })).json<User>();
    const short = await asAdmin('PUT', `/api/users/${created.id}`, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ field: 'password', message: 'password must be at least 8 characters', requestId: expect.any(String) });
    expect((await asAdmin('PUT', `/api/users/${created.id}`, { password: 'a-new-password' })).statusCode).toBe(200);
    expect((await login(ctx.app, 'pw@example.com', 'a-new-password')).user.id).toBe(created.id);
  });

  it('refuses an e-mail taken by someone else, and unknown or malformed ids', async () => {
    const created = (await asAdmin('POST', '/api/users', { ...newUser, email: 'taken@example.com' })).json<User>();
    expect((await asAdmin('PUT', `/api/users/${created.id}`, { email: 'GUEST@ceylon.test' })).statusCode).toBe(409);
    expect((await asAdmin('PUT', '/api/users/00000000-0000-4000-8000-000000000000', { firstName: 'X' })).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/api/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/api/users/not-an-id')).statusCode).toBe(400);
  });

  it('does not let an admin delete their own account or drop their own admin role', async () => {
    const del = await asAdmin('DELETE', `/api/users/${ctx.admin.user.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('You cannot delete your own account');
    expect((await asAdmin('PUT', `/api/users/${ctx.admin.user.id}`, { role: 'user' })).statusCode).toBe(403);
    expect((await asAdmin('PUT', `/api/users/${ctx.admin.user.id}`, { firstName: 'Adah' })).statusCode).toBe(200);
  });

  it('deletes an account: it cannot log in, its token stops working, its upcoming stays are cancelled', async () => {
    const owner = await loginDemo(ctx.app, 'hotelOwner');
    const hotel = await createHotel(ctx.app, owner);
    const leaving = await createActor(ctx.app, ctx.admin, 'user', 'Leaving');
    const stay = await call(ctx.app, 'POST', '/api/bookings', {
      token: leaving.token,
      body: { hotelId: hotel.id, checkIn: addDays(todayInColombo(), 3), checkOut: addDays(todayInColombo(), 4), guests: 1 },
    });
    expect(stay.statusCode).toBe(201);

    expect((await asAdmin('DELETE', `/api/users/${leaving.user.id}`)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/my-bookings', { token: leaving.token })).statusCode).toBe(401);
    const relogin = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: leaving.user.email, password: 'whatever' } });
    expect(relogin.statusCode).toBe(401);
    const users = (await asAdmin('GET', '/api/users')).json<User[]>();
    expect(users.map((u) => u.id)).not.toContain(leaving.user.id);
    const all = (await asAdmin('GET', '/api/all-bookings')).json<Booking[]>();
    expect(all.find((b) => b.id === stay.json<Booking>().id)).toMatchObject({ status: 'cancelled', user: { firstName: 'Leaving' } });
  });
});
