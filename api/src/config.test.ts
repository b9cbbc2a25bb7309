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

describe('loadApiConfig: photo storage', () => {
  it('keeps photos in the data folder unless S3_BUCKET is set; region us-east-1, virtual-host addresses by default', () => {
    const config = loadApiConfig({});
    expect(config.s3Bucket).toBeUndefined();
    expect(config).toMatchObject({ s3Region: 'us-east-1', s3ForcePathStyle: false, seedPhotos: true });
    expect(loadApiConfig({ SEED_PHOTOS: 'false' }).seedPhotos).toBe(false);
  });

  it('reads the S3 variables', () => {
    const env = {
      S3_BUCKET: 'ceylon-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadApiConfig(env)).toMatchObject({
      s3Bucket: 'ceylon-photos',
      s3Endpoint: 'http://127.0.0.1:9000',
      s3Region: 'ap-south-1',
      s3AccessKeyId: 'key',
      s3SecretAccessKey: 'secret',
      s3ForcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'Not A Bucket' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
    [{ S3_ENDPOINT: 'minio:9000' }, /^Invalid configuration: S3_ENDPOINT must start with http:\/\//],
  ])('refuses %j with an error naming the variable', (env, message) => {
    expect(() => loadApiConfig(env)).toThrow(message);
  });
});

describe('loadApiConfig: METRICS_TOKEN', () => {
  it('serves no metrics unless a token is set, and reads the token', () => {
    expect(loadApiConfig({}).metricsToken).toBeUndefined();
    expect(loadApiConfig({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe('0123456789abcdef0123');
  });

  it.each(['too-short', 'has spaces in it and is long enough', 'x'.repeat(201)])('refuses %j without quoting it', (token) => {
    expect(() => loadApiConfig({ METRICS_TOKEN: token })).toThrow(/^Invalid configuration: METRICS_TOKEN must be 20 to 200 letters/);
    expect(() => loadApiConfig({ METRICS_TOKEN: token })).not.toThrow(token);
  });
});

describe('loadApiConfig: calendar sync', () => {
  it('syncs every 15 minutes, 2 MiB and 10 s at most per feed, no private address allowed by default', () => {
    expect(loadApiConfig({})).toMatchObject({
      calendarSyncPollMs: 30_000,
      calendarSyncIntervalMs: 900_000,
      calendarFeedMaxBytes: 2 * 1024 * 1024,
      calendarFeedTimeoutMs: 10_000,
      calendarFeedAllowedAddresses: [],
    });
  });

  it('reads the variables', () => {
    const config = loadApiConfig({
      CALENDAR_SYNC_POLL_MS: '0',
      CALENDAR_SYNC_INTERVAL_MS: '300000',
      CALENDAR_FEED_MAX_BYTES: '65536',
      CALENDAR_FEED_TIMEOUT_MS: '5000',
      CALENDAR_FEED_ALLOWED_ADDRESSES: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8',
    });
    expect(config).toMatchObject({
      calendarSyncPollMs: 0,
      calendarSyncIntervalMs: 300_000,
      calendarFeedMaxBytes: 65_536,
      calendarFeedTimeoutMs: 5000,
      calendarFeedAllowedAddresses: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'],
    });
  });

  it.each([
    [
      { CALENDAR_FEED_ALLOWED_ADDRESSES: 'localhost' },
      /^Invalid configuration: CALENDAR_FEED_ALLOWED_ADDRESSES must list IP addresses or CIDR ranges/,
    ],
    [{ CALENDAR_FEED_TIMEOUT_MS: '10s' }, /^Invalid configuration: CALENDAR_FEED_TIMEOUT_MS /],
    [{ CALENDAR_FEED_MAX_BYTES: '10' }, /^Invalid configuration: CALENDAR_FEED_MAX_BYTES /],
  ])('refuses %j', (env, message) => {
    expect(() => loadApiConfig(env)).toThrow(message);
  });
});
