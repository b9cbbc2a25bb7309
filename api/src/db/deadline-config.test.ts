import { loadApiConfig } from '../config';

describe('database deadline settings', () => {
  it('default to 5 s per statement, 3 s for a lock or a connection, and no start-up window', () => {
    expect(loadApiConfig({})).toMatchObject({
      dbStatementTimeoutMs: 5000,
      dbLockTimeoutMs: 3000,
      dbAcquireTimeoutMs: 3000,
      startupTimeoutMs: 0,
    });
  });

  it('are read from the environment', () => {
    const env = { DB_STATEMENT_TIMEOUT_MS: '2500', DB_LOCK_TIMEOUT_MS: '1000', DB_ACQUIRE_TIMEOUT_MS: '800', STARTUP_TIMEOUT_MS: '60000' };
    expect(loadApiConfig(env)).toMatchObject({
      dbStatementTimeoutMs: 2500,
      dbLockTimeoutMs: 1000,
      dbAcquireTimeoutMs: 800,
      startupTimeoutMs: 60000,
    });
  });

  it.each([
    [{ DB_STATEMENT_TIMEOUT_MS: '0' }, /^Invalid configuration: DB_STATEMENT_TIMEOUT_MS must be at least 1/],
    [{ DB_LOCK_TIMEOUT_MS: 'soon' }, /^Invalid configuration: DB_LOCK_TIMEOUT_MS must be a whole number/],
    [{ STARTUP_TIMEOUT_MS: '-1' }, /^Invalid configuration: STARTUP_TIMEOUT_MS must be at least 0/],
  ])('refuse %j with an error naming the variable', (env, message) => {
    expect(() => loadApiConfig(env)).toThrow(message);
  });
});
