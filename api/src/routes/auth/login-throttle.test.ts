// Login throttling an attacker cannot walk round.
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../app';
import { normaliseLoginEmail } from '../../auth/login-email';
import { call, startSecondProcess, startTestApp, testDatabases, type TestApp } from '../../test/test-app';

const attempt = (app: FastifyInstance, email: string, password = 'not-the-password', from?: string) =>
  call(app, 'POST', '/api/auth/login', { body: { email, password }, headers: from ? { 'x-forwarded-for': from } : {} });

/** Runs `test` against an app with the given limits, closing it afterwards. */
async function withApp(database: 'pglite' | 'postgres', options: Partial<ApiConfig>, test: (app: FastifyInstance) => Promise<void>) {
  const started = await startTestApp(database, options);
  try {
    await test(started.app);
  } finally {
    await started.close();
  }
}

const PADDED = [
  'victim@example.com',
  'victim@example.com ',
  '\tvictim@example.com',
  'victim@example.com\u00a0',
  '\u3000VICTIM@example.com',
  'ｖｉｃｔｉｍ@example.com',
];

describe('the login e-mail has one form', () => {
  it.each(PADDED)('%j normalises to victim@example.com', (email) => {
    expect(normaliseLoginEmail(email)).toBe('victim@example.com');
  });
});

describe.each(testDatabases())('login throttling on %s', (database) => {
  // Only the budget under test is small; the others stay out of the way.
  const roomy = { authRateLimit: 1000, authAddressRateLimit: 1000, loginFailuresBeforeDelay: 1000 };

  it('counts every padding, case and width of one e-mail in the same per-address budget', async () => {
    await withApp(database, { ...roomy, authRateLimit: 3 }, async (app) => {
      const codes = [];
      for (const email of PADDED.slice(0, 4)) codes.push((await attempt(app, email)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      for (const email of PADDED.slice(4)) expect((await attempt(app, email)).statusCode).toBe(429);
    });
  });

  it('finds the account by the padded e-mail too (the lookup and the key agree)', async () => {
    await withApp(database, roomy, async (app) => {
      expect((await attempt(app, 'guest@ceylon.test\u00a0', 'Guest#2025')).statusCode).toBe(200);
      expect((await attempt(app, '\u3000GUEST@ceylon.test', 'Guest#2025')).statusCode).toBe(200);
    });
  });

  it('throttles one address trying many e-mails', async () => {
    await withApp(database, { ...roomy, authAddressRateLimit: 3 }, async (app) => {
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await attempt(app, `someone-${i}@example.com`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const limited = await attempt(app, 'someone-else@example.com');
      expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ seconds?$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Registering from the same address counts in the same budget.
      const register = await call(app, 'POST', '/api/auth/register', {
        body: { firstName: 'Ama', lastName: 'Dias', email: 'ama@example.com', password: 'Tea#Estate-2025' },
      });
      expect(register.statusCode).toBe(429);
    });
  });

  describe('one account from many addresses', () => {
    let started: TestApp;
    let app: FastifyInstance;
    beforeAll(async () => {
      started = await startTestApp(database, { ...roomy, loginFailuresBeforeDelay: 3, trustProxy: true });
      app = started.app;
    });
    afterAll(() => started.close());
    // The growing waits and their cap are tested on the repository (login-failures-repository.test.ts).

    it('starts again from a clean slate after the right password', async () => {
      for (let i = 1; i <= 2; i += 1)
        expect((await attempt(app, 'owner@ceylon.test', 'wrong-password', `203.0.113.${i}`)).statusCode).toBe(401);
      expect((await attempt(app, 'owner@ceylon.test', 'Owner#2025')).statusCode).toBe(200);
      for (let i = 3; i <= 4; i += 1)
        expect((await attempt(app, 'owner@ceylon.test', 'wrong-password', `203.0.113.${i}`)).statusCode).toBe(401);
    });

    it('makes the account wait after a few failures, whatever the address and however the e-mail is written', async () => {
      const codes = [];
      for (let i = 1; i <= 4; i += 1) codes.push((await attempt(app, 'guest@ceylon.test', 'wrong-password', `203.0.113.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const waiting = await attempt(app, 'GUEST@ceylon.test\u00a0', 'Guest#2025', '198.51.100.7');
      expect(waiting.statusCode).toBe(429);
      // The wait (2 s) runs from the end of the third check; a moment may have passed since.
      expect(waiting.json().message).toMatch(/^Too many attempts, please try again in [12] seconds?$/);
      expect(['1', '2']).toContain(waiting.headers['retry-after']);
    });

    it('lets no burst of parallel guesses past the budget', async () => {
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => attempt(app, 'admin@ceylon.test', 'wrong-password', `192.0.2.${i}`)),
      );
      const codes = burst.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(3);
      expect(codes.filter((code) => code === 429)).toHaveLength(9);
    });
  });

  it('reads the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const fromMany = async (app: FastifyInstance) => {
      const codes = [];
      for (let i = 1; i <= 3; i += 1) codes.push((await attempt(app, `x${i}@example.com`, 'wrong-password', `203.0.113.${i}`)).statusCode);
      return codes;
    };
    await withApp(database, { ...roomy, authAddressRateLimit: 2 }, async (app) => {
      expect(await fromMany(app)).toEqual([401, 401, 429]);
    });
    await withApp(database, { ...roomy, authAddressRateLimit: 2, trustProxy: '127.0.0.1' }, async (app) => {
      expect(await fromMany(app)).toEqual([401, 401, 401]);
    });
  });
});

// Two server processes on one PostgreSQL database must share the budgets.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('login throttling across server processes', () => {
  it('a second app on the same database sees the first one’s counters', async () => {
    const limits = { authRateLimit: 2, authAddressRateLimit: 1000, loginFailuresBeforeDelay: 1000 };
    const first = await startTestApp('postgres', limits);
    const second = await startSecondProcess(first, limits);
    try {
      expect((await attempt(first.app, 'shared@example.com')).statusCode).toBe(401);
      expect((await attempt(second, 'shared@example.com')).statusCode).toBe(401);
      expect((await attempt(first.app, 'shared@example.com')).statusCode).toBe(429);
      expect((await attempt(second, 'shared@example.com')).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('keeps an account waiting when the attacker moves to another process', async () => {
    const limits = { authRateLimit: 1000, authAddressRateLimit: 1000, loginFailuresBeforeDelay: 2 };
    const first = await startTestApp('postgres', limits);
    const second = await startSecondProcess(first, limits);
    try {
      expect((await attempt(first.app, 'guest@ceylon.test')).statusCode).toBe(401);
      expect((await attempt(first.app, 'guest@ceylon.test')).statusCode).toBe(401);
      expect((await attempt(second, 'guest@ceylon.test', 'Guest#2025')).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
