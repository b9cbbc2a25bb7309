import path from 'node:path';
import { DEFAULT_DATA_DIR, loadApiConfig } from './config';

describe('loadApiConfig', () => {
  it('has working defaults: PGlite in the repository data folder, port 3001, 12h tokens', () => {
    const config = loadApiConfig({});
    expect(config).toMatchObject({ dataDir: DEFAULT_DATA_DIR, port: 3001, jwtExpiresIn: '12h', authRateLimit: 10, seed: 'auto' });
    expect(config.databaseUrl).toBeUndefined();
    expect(DEFAULT_DATA_DIR).toBe(path.resolve(__dirname, '../../data'));
  });

  it('reads the environment, and options override it', () => {
    const env = {
      DATABASE_URL: 'postgres://u@h/db',
      PORT: '8081',
      JWT_SECRET: 's'.repeat(40),
      AUTH_RATE_LIMIT: '500',
      SMTP_URL: 'smtp://mail:25',
    };
    expect(loadApiConfig(env)).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      port: 8081,
      authRateLimit: 500,
      smtpUrl: 'smtp://mail:25',
    });
    expect(loadApiConfig(env, { port: 0, databaseUrl: 'memory://' })).toMatchObject({ port: 0, databaseUrl: 'memory://' });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be at most 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ JWT_EXPIRES_IN: 'forever' }, /^Invalid configuration: JWT_EXPIRES_IN must look like 12h/],
    [{ AUTH_RATE_LIMIT: '0' }, /^Invalid configuration: AUTH_RATE_LIMIT must be at least 1/],
    [{ SEED: 'yes' }, /^Invalid configuration: SEED must be one of: auto, demo, none/],
    [{ SMTP_URL: 'mail.example.com' }, /^Invalid configuration: SMTP_URL must start with smtp:\/\//],
  ])('refuses %j with an error naming the variable', (env, message) => {
    expect(() => loadApiConfig(env)).toThrow(message);
  });
});
