// "Forgot password?": the same answer for every address, a one-time link good
// for 30 minutes of which only a hash is stored, a new password under the policy, every session ended.
import { sql } from 'kysely';
import { hashResetToken } from '../../repositories/password-reset-repository';
import { createActor, login, loginDemo, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useAppWithDatabase } from '../../test/use-app-with-database';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset';
import { resetMailCount, waitForResetMails } from '../../test/reset-mail-reader';

describe.each(testDatabases())('password reset on %s', (database) => {
  const ctx = useAppWithDatabase(database, { siteUrl: 'https://stays.example/' });
  let admin: Actor;
  beforeAll(async () => {
    admin = await loginDemo(ctx.app, 'admin');
  });

  const forgot = (email: string) => call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } });
  const reset = (token: string, password: string) => call(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, password } });
  const works = async (token: string) => (await call(ctx.app, 'GET', '/api/account', { token })).statusCode;

  /** A new customer, signed in, and the token of a reset link sent to them. */
  async function personWithLink(name: string) {
    const person = await createActor(ctx.app, admin, 'user', name);
    expect((await forgot(person.user.email)).statusCode).toBe(202);
    const [mail] = await waitForResetMails(ctx.db, person.user.email, 1);
    return { person, token: mail?.token ?? '' };
  }

  it("writes the mail in the account's language, with the link to that language's page", async () => {
    const password = 'Monsoon#Galle-2026';
    const sinhala = { firstName: 'Nimali', lastName: 'Perera', email: `nimali.${Date.now()}@example.com`, password, language: 'si' };
    expect((await call(ctx.app, 'POST', '/api/auth/register', { body: sinhala })).statusCode).toBe(201);
    const tamil = await createActor(ctx.app, admin, 'user', 'Kavitha');
    expect((await call(ctx.app, 'PUT', '/api/account/language', { token: tamil.token, body: { language: 'ta' } })).statusCode).toBe(200);
    await forgot(sinhala.email);
    await forgot(tamil.user.email);
    const [si] = await waitForResetMails(ctx.db, sinhala.email, 1);
    const [ta] = await waitForResetMails(ctx.db, tamil.user.email, 1);
    expect(si?.subject).toBe('ඔබේ Ceylon Stays මුරපදය යළි සකසන්න');
    expect(si?.text).toContain('ආයුබෝවන් Nimali,');
    expect(si?.text).toContain('මිනිත්තු 30ක්');
    expect(si?.text).toContain(`https://stays.example/si/reset-password#token=${si?.token}`);
    expect(si?.html).toContain('<html lang="si">');
    expect(si?.html).toContain(`href="https://stays.example/si/reset-password#token=${si?.token}"`);
    expect(ta?.subject).toBe('உங்கள் Ceylon Stays கடவுச்சொல்லை மீட்டமைக்கவும்');
    expect(ta?.text).toContain(`வணக்கம் ${tamil.user.firstName},`);
    expect(ta?.text).toContain('30 நிமிடங்களுக்குள்');
    expect(ta?.text).toContain(`https://stays.example/ta/reset-password#token=${ta?.token}`);
    expect(ta?.html).toContain('<html lang="ta">');
    // The link works from the language's page as from the English one.
    expect((await reset(si?.token ?? '', 'Monsoon#Kandy-2026')).statusCode).toBe(200);
  });

  it('answers an address with an account and one without alike, and mails only the account', async () => {
    const person = await createActor(ctx.app, admin, 'user', 'Forgetful');
    const before = await resetMailCount(ctx.db);
    const unknown = await forgot('nobody-here@example.com');
    // Written differently, the address still finds the account.
    const known = await forgot(` ${person.user.email.toUpperCase()}`.trim());
    for (const response of [unknown, known]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_REQUESTED });
    }
    expect(unknown.body).toBe(known.body);

    const [mail] = await waitForResetMails(ctx.db, person.user.email, 1);
    // The work is done in order, so once the second request's mail is there the first one's is finished.
    expect(await resetMailCount(ctx.db)).toBe(before + 1);
    expect(mail).toMatchObject({ to: person.user.email, subject: 'Reset your Ceylon Stays password' });
    expect(mail?.text).toContain(`Hello ${person.user.firstName},`);
    expect(mail?.text).toContain(`https://stays.example/reset-password#token=${mail?.token}`);
    expect(mail?.text).toMatch(/30 minutes/);
    expect(mail?.html).toContain(`href="https://stays.example/reset-password#token=${mail?.token}"`);
    expect(mail?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's SHA-256 is stored.
    const stored = await ctx.db
      .selectFrom('passwordResetTokens')
      .select(['tokenHash', sql<number>`extract(epoch from (expires_at - created_at))::float8`.as('lifetime')])
      .where('userId', '=', person.user.id)
      .execute();
    expect(stored).toEqual([{ tokenHash: hashResetToken(mail?.token ?? ''), lifetime: 30 * 60 }]);
    expect(JSON.stringify(stored)).not.toContain(mail?.token);
  });

  it('sets a new password, ends every earlier session and works only once', async () => {
    const { person, token } = await personWithLink('Locked');
    const second = await login(ctx.app, person.user.email, person.password);

    const done = await reset(token, 'Monsoon#Kandy-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect(await works(person.token)).toBe(401);
    expect(await works(second.token)).toBe(401);
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email: person.user.email, password: person.password } })).statusCode,
    ).toBe(401);
    expect(await works((await login(ctx.app, person.user.email, 'Monsoon#Kandy-2026')).token)).toBe(200);

    const again = await reset(token, 'Another#Kandy-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ field: 'token', message: RESET_LINK_INVALID, requestId: expect.any(String) });
  });

  it('ends the other links of the account when one is used', async () => {
    const { person, token: first } = await personWithLink('Twice');
    await forgot(person.user.email);
    const mails = await waitForResetMails(ctx.db, person.user.email, 2);
    const latest = mails[1]?.token ?? '';
    expect(latest).not.toBe(first);
    expect((await reset(latest, 'Lagoon#Galle-2026')).statusCode).toBe(200);
    expect((await reset(first, 'Lagoon#Galle-2027')).json()).toEqual({
      field: 'token',
      message: RESET_LINK_INVALID,
      requestId: expect.any(String),
    });
  });

  it('refuses a link after its 30 minutes', async () => {
    const { person, token } = await personWithLink('Late');
    await ctx.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where('tokenHash', '=', hashResetToken(token))
      .execute();
    const late = await reset(token, 'Monsoon#Kandy-2026');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ field: 'token', message: RESET_LINK_INVALID, requestId: expect.any(String) });
    expect(await works(person.token)).toBe(200);
  });

  it('holds the new password to the site’s policy, and the link stays good meanwhile', async () => {
    const { person, token } = await personWithLink('Weak');
    for (const [password, problem] of [
      ['short', 'password must be at least 8 characters'],
      ['password123', /^password is too easy to guess: /],
      [`${person.user.email}`, /^password is too easy to guess: /],
    ] as const) {
      const refused = await reset(token, password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ field: 'password', message: expect.stringMatching(problem), requestId: expect.any(String) });
    }
    expect(await works(person.token)).toBe(200);
    expect((await reset(token, 'Cinnamon#Tea-2026')).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43), password: 'Monsoon#Kandy-2026' }, { field: 'token', message: RESET_LINK_INVALID }],
    ['no token', { password: 'Monsoon#Kandy-2026' }, { field: 'token', message: 'token is required' }],
    ['an empty token', { token: '', password: 'Monsoon#Kandy-2026' }, { field: 'token', message: 'token must not be empty' }],
    [
      'an extra field',
      { token: 'abc', password: 'Monsoon#Kandy-2026', userId: 'x' },
      { field: 'userId', message: 'userId is not allowed' },
    ],
  ])('answers %s with a 400 saying what is wrong', async (_case, body, answer) => {
    const response = await call(ctx.app, 'POST', '/api/auth/reset-password', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...answer, requestId: expect.any(String) });
  });

  it('answers a malformed address with a 400 and sends nothing', async () => {
    const before = await resetMailCount(ctx.db);
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field: 'email', message: 'email must be a valid e-mail address', requestId: expect.any(String) });
    expect(await resetMailCount(ctx.db)).toBe(before);
  });

  it('gives no link for a closed account', async () => {
    const person = await createActor(ctx.app, admin, 'user', 'Closed');
    expect((await call(ctx.app, 'DELETE', `/api/users/${person.user.id}`, { token: admin.token })).statusCode).toBe(200);
    const marker = await createActor(ctx.app, admin, 'user', 'Marker');
    const before = await resetMailCount(ctx.db);
    expect((await forgot(person.user.email)).statusCode).toBe(202);
    expect((await forgot(marker.user.email)).statusCode).toBe(202);
    await waitForResetMails(ctx.db, marker.user.email, 1);
    expect(await resetMailCount(ctx.db)).toBe(before + 1);
  });
});

describe.each(testDatabases())('password reset limits on %s', (database) => {
  const ctx = useAppWithDatabase(database, { passwordResetMailsPerHour: 2, authRateLimit: 4, authAddressRateLimit: 1000 });

  it('sends one address at most the hourly number of mails, answering alike, and limits each requester', async () => {
    const email = 'guest@ceylon.test';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 202, 429]);
    // A mail to another address, queued after the four, shows their work is done.
    expect((await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: 'owner@ceylon.test' } })).statusCode).toBe(202);
    await waitForResetMails(ctx.db, 'owner@ceylon.test', 1);
    expect(await waitForResetMails(ctx.db, email, 2)).toHaveLength(2);
  });
});
