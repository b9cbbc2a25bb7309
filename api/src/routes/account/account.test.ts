// The /account profile: names, e-mail (unique, with the password), password
// change with the current one, and a customer closing their account.
import { addDays, todayInColombo, type Booking, type NightAvailability, type User } from '@ceylon/shared/domain';
import { createActor, createHotel, login, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useAdmin } from '../../test/use-actors';
import { CUSTOMERS_ONLY, EMAIL_TAKEN, WRONG_CURRENT_PASSWORD } from './index';

describe.each(testDatabases())('the account on %s', (database) => {
  const ctx = useAdmin(database);
  const person = (name: string, role: 'user' | 'hotelOwner' = 'user') => createActor(ctx.app, ctx.admin, role, name);
  const me = (actor: Actor) => call(ctx.app, 'GET', '/api/account', { token: actor.token });
  const patch = (actor: Actor, body: unknown) => call(ctx.app, 'PATCH', '/api/account', { token: actor.token, body });
  const changePassword = (actor: Actor, body: unknown) => call(ctx.app, 'POST', '/api/account/password', { token: actor.token, body });
  const close = (actor: Actor, body: unknown) => call(ctx.app, 'DELETE', '/api/account', { token: actor.token, body });
  const works = async (token: string) => (await call(ctx.app, 'GET', '/api/account', { token })).statusCode;
  const logsIn = async (email: string, password: string) =>
    (await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })).statusCode;

  it('asks a visitor to log in on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['PATCH', '/api/account'],
      ['POST', '/api/account/password'],
      ['DELETE', '/api/account'],
    ] as const) {
      const response = await call(ctx.app, method, url, { body: { currentPassword: 'x', newPassword: 'Monsoon#Kandy-2026' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue', requestId: expect.any(String) });
    }
  });

  it('shows every role its own account, never a password', async () => {
    const owner = await person('Owning', 'hotelOwner');
    for (const actor of [owner, ctx.admin]) {
      const response = await me(actor);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(actor.user);
      expect(response.body).not.toMatch(/password|argon2|hash/i);
    }
  });

  it('changes names without the password and keeps every session', async () => {
    const actor = await person('Naming');
    const other = await login(ctx.app, actor.user.email, actor.password);
    const response = await patch(actor, { firstName: 'Renamed', lastName: 'Person' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...actor.user, firstName: 'Renamed', lastName: 'Person' });
    expect((await me(other)).json<User>().firstName).toBe('Renamed');
  });

  it('changes the e-mail only with the current password', async () => {
    const actor = await person('Moving');
    const email = `moved.${Date.now()}@example.com`;
    const without = await patch(actor, { email });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      field: 'currentPassword',
      message: 'Enter your current password to change your e-mail',
      requestId: expect.any(String),
    });
    const wrong = await patch(actor, { email, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD, requestId: expect.any(String) });
    // A wrong password is not a signed-out session: the token still works.
    expect(await works(actor.token)).toBe(200);
    expect((await me(actor)).json<User>().email).toBe(actor.user.email);

    const moved = await patch(actor, { email, currentPassword: actor.password });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<User>().email).toBe(email);
    expect(await logsIn(email, actor.password)).toBe(200);
    expect(await logsIn(actor.user.email, actor.password)).toBe(401);
  });

  it('answers the account as it is when the only change sent is the e-mail it already has', async () => {
    const actor = await person('Staying');
    const response = await patch(actor, { email: actor.user.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(actor.user);
  });

  it('keeps e-mails unique however they are written', async () => {
    const actor = await person('Unique');
    const taken = await person('Taken');
    const response = await patch(actor, { email: taken.user.email.toUpperCase(), currentPassword: actor.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: EMAIL_TAKEN, requestId: expect.any(String) });
    expect((await me(actor)).json<User>().email).toBe(actor.user.email);
  });

  it.each([
    ['nothing to change', {}, { message: 'Send at least one of firstName, lastName and email to change' }],
    ['a blank first name', { firstName: '   ' }, { field: 'firstName', message: 'firstName must not be blank' }],
    ['a malformed e-mail', { email: 'nope', currentPassword: 'x' }, { field: 'email', message: 'email must be a valid e-mail address' }],
    ['a role', { role: 'admin' }, { field: 'role', message: 'role is not allowed' }],
    ['a password hash', { passwordHash: 'x' }, { field: 'passwordHash', message: 'passwordHash is not allowed' }],
    ['a name too long', { lastName: 'x'.repeat(101) }, { field: 'lastName', message: 'lastName must be at most 100 characters' }],
  ])('refuses %s with a 400 and changes nothing', async (_case, body, answer) => {
    const actor = await person('Careful');
    const response = await patch(actor, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...answer, requestId: expect.any(String) });
    expect((await me(actor)).json()).toEqual(actor.user);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const actor = await person('Rotating');
    const other = await login(ctx.app, actor.user.email, actor.password);

    const wrong = await changePassword(actor, { currentPassword: 'not-my-password', newPassword: 'Monsoon#Kandy-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD, requestId: expect.any(String) });
    const weak = await changePassword(actor, { currentPassword: actor.password, newPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      field: 'newPassword',
      message: expect.stringMatching(/^new password is too easy to guess: /),
      requestId: expect.any(String),
    });
    const short = await changePassword(actor, { currentPassword: actor.password, newPassword: 'short' });
    expect(short.json()).toEqual({
      field: 'newPassword',
      message: 'newPassword must be at least 8 characters',
      requestId: expect.any(String),
    });
    expect(await works(other.token)).toBe(200);

    const changed = await changePassword(actor, { currentPassword: actor.password, newPassword: 'Monsoon#Kandy-2026' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Your password has been changed. You have been signed out everywhere else.' });
    expect(await works(actor.token)).toBe(200);
    expect(await works(other.token)).toBe(401);
    expect(await logsIn(actor.user.email, 'Monsoon#Kandy-2026')).toBe(200);
    expect(await logsIn(actor.user.email, actor.password)).toBe(401);
  });

  describe('closing an account', () => {
    const day = (n: number) => addDays(todayInColombo(), n);
    const roomsOn = async (hotelId: string, from: string) =>
      (await call(ctx.app, 'GET', `/api/hotels/${hotelId}/availability?from=${from}&nights=2`)).json<NightAvailability[]>();

    it('is for customers only', async () => {
      const owner = await person('Keeping', 'hotelOwner');
      for (const actor of [owner, ctx.admin]) {
        const response = await close(actor, { currentPassword: actor.password });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: CUSTOMERS_ONLY, requestId: expect.any(String) });
        expect(await works(actor.token)).toBe(200);
      }
    });

    it('needs the current password', async () => {
      const actor = await person('Hesitant');
      const wrong = await close(actor, { currentPassword: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD, requestId: expect.any(String) });
      const missing = await call(ctx.app, 'DELETE', '/api/account', { token: actor.token });
      expect(missing.statusCode).toBe(400);
      expect(await works(actor.token)).toBe(200);
    });

    it('cancels the stays to come, gives their rooms back, keeps the history and signs out', async () => {
      const owner = await person('Hosting', 'hotelOwner');
      const hotel = await createHotel(ctx.app, owner, { rooms: 3 });
      const actor = await person('Leaving');
      const other = await login(ctx.app, actor.user.email, actor.password);
      const booked = await call(ctx.app, 'POST', '/api/bookings', {
        token: actor.token,
        body: { hotelId: hotel.id, checkIn: day(10), checkOut: day(12), guests: 2, rooms: 2 },
      });
      expect(booked.statusCode).toBe(201);
      const booking = booked.json<Booking>();
      expect((await roomsOn(hotel.id, day(10))).map((night) => night.availableRooms)).toEqual([1, 1]);

      const closed = await close(actor, { currentPassword: actor.password });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual({
        message: 'Your account has been closed. Stays that had not begun are cancelled; your booking history is kept.',
      });
      expect(await works(actor.token)).toBe(401);
      expect(await works(other.token)).toBe(401);
      expect(await logsIn(actor.user.email, actor.password)).toBe(401);
      expect((await roomsOn(hotel.id, day(10))).map((night) => night.availableRooms)).toEqual([3, 3]);
      const history = (await call(ctx.app, 'GET', '/api/all-bookings', { token: ctx.admin.token })).json<Booking[]>();
      expect(history.find((b) => b.id === booking.id)).toMatchObject({ status: 'cancelled', user: { firstName: 'Leaving' } });
    });
  });
});

describe.each(testDatabases())('account password checks on %s', (database) => {
  const ctx = useAdmin(database, { loginFailuresBeforeDelay: 2 });

  it('make the account wait after a few wrong current passwords, as logins do', async () => {
    const actor = await createActor(ctx.app, ctx.admin, 'user', 'Guessing');
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await call(ctx.app, 'POST', '/api/account/password', {
        token: actor.token,
        body: { currentPassword: `wrong-${i}`, newPassword: 'Monsoon#Kandy-2026' },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([400, 400, 429]);
  });
});

describe.each(testDatabases())("the language of the account's e-mails on %s", (database) => {
  const ctx = useAdmin(database);
  const person = (name: string, role: 'user' | 'hotelOwner' = 'user') => createActor(ctx.app, ctx.admin, role, name);
  const language = (actor: Actor) => call(ctx.app, 'GET', '/api/account/language', { token: actor.token });
  const choose = (actor: Actor | undefined, body: unknown) =>
    call(ctx.app, 'PUT', '/api/account/language', { ...(actor && { token: actor.token }), body });

  it('is English for an account made without one, and every role changes its own', async () => {
    const customer = await person('Speaking');
    const owner = await person('Owning', 'hotelOwner');
    for (const [actor, chosen] of [
      [customer, 'si'],
      [owner, 'ta'],
      [ctx.admin, 'si'],
    ] as const) {
      const before = (await language(actor)).json<{ language: string }>().language;
      if (actor !== ctx.admin) expect(before).toBe('en');
      const response = await choose(actor, { language: chosen });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ language: chosen });
      expect((await language(actor)).json()).toEqual({ language: chosen });
    }
    expect((await language(customer)).json()).toEqual({ language: 'si' });
    await choose(ctx.admin, { language: 'en' });
  });

  it('takes only a language of the site, in a closed body, from a signed-in person', async () => {
    const actor = await person('Strict');
    for (const body of [{ language: 'fr' }, { language: 'SI' }, {}, { language: 'si', extra: 1 }]) {
      expect((await choose(actor, body)).statusCode).toBe(400);
    }
    expect((await language(actor)).json()).toEqual({ language: 'en' });
    expect((await choose(undefined, { language: 'si' })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/account/language')).statusCode).toBe(401);
  });

  it('is the one registration was sent with', async () => {
    const email = `tamil.${Date.now()}@example.com`;
    const body = { firstName: 'Kavitha', lastName: 'Rajan', email, password: 'Monsoon#Jaffna-2026', language: 'ta' };
    expect((await call(ctx.app, 'POST', '/api/auth/register', { body })).statusCode).toBe(201);
    const actor = await login(ctx.app, email, body.password);
    expect((await language(actor)).json()).toEqual({ language: 'ta' });
    const bad = { ...body, email: `x.${email}`, language: 'de' };
    expect((await call(ctx.app, 'POST', '/api/auth/register', { body: bad })).statusCode).toBe(400);
  });
});
