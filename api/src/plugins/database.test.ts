// PGlite on disk: data and the generated JWT secret survive a restart; demo data only once.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hotel } from '@ceylon/shared/domain';
import { buildApp } from '../app';
import { login } from '../test/actors';
import { call } from '../test/test-app';

describe('PGlite on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-data-'));
  const saved = { DATABASE_URL: process.env.DATABASE_URL, JWT_SECRET: process.env.JWT_SECRET };
  beforeAll(() => {
    // This test is about the defaults: PGlite on disk and a generated secret.
    delete process.env.DATABASE_URL;
    delete process.env.JWT_SECRET;
  });
  afterAll(() => {
    Object.assign(process.env, Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the first start, keeps data and the secret across restarts, and does not seed twice', async () => {
    const first = await buildApp({ dataDir, logger: false });
    const guest = await login(first, 'guest@ceylon.test', 'Guest#2025');
    const created = await call(first, 'POST', '/api/auth/register', {
      body: { firstName: 'Kept', lastName: 'User', email: 'kept@example.com', password: 'kept-password' },
    });
    expect(created.statusCode).toBe(201);
    const hotelCount = (await call(first, 'GET', '/api/hotels')).json<Hotel[]>().length;
    await first.close();

    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(48);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);

    const second = await buildApp({ dataDir, logger: false });
    try {
      expect((await login(second, 'kept@example.com', 'kept-password')).user.firstName).toBe('Kept');
      // The token from before the restart still works: same secret.
      expect((await call(second, 'GET', '/api/my-bookings', { token: guest.token })).statusCode).toBe(200);
      expect((await call(second, 'GET', '/api/hotels')).json<Hotel[]>()).toHaveLength(hotelCount);
      expect((await call(second, 'GET', '/api/health')).json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      await second.close();
    }
  });
});
