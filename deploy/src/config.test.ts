import { ConfigError, defaultCanaryAbort, loadDeployConfig } from './config';

test('canary abort settings default to a 5-point margin over at least 20 browsers', () => {
  expect(loadDeployConfig({}).canaryAbort).toEqual(defaultCanaryAbort);
  expect(defaultCanaryAbort).toEqual({ margin: 0.05, minBrowsers: 20 });
});

test('CANARY_ABORT_MARGIN and CANARY_MIN_BROWSERS are read and checked', () => {
  expect(loadDeployConfig({ CANARY_ABORT_MARGIN: '0.1', CANARY_MIN_BROWSERS: '50' }).canaryAbort).toEqual({ margin: 0.1, minBrowsers: 50 });
  for (const env of [{ CANARY_ABORT_MARGIN: '5%' }, { CANARY_ABORT_MARGIN: '1' }, { CANARY_ABORT_MARGIN: '-0.1' }]) {
    expect(() => loadDeployConfig(env)).toThrow(/CANARY_ABORT_MARGIN must be/);
  }
  for (const env of [{ CANARY_MIN_BROWSERS: '0' }, { CANARY_MIN_BROWSERS: '2.5' }, { CANARY_MIN_BROWSERS: 'many' }]) {
    expect(() => loadDeployConfig(env)).toThrow(/CANARY_MIN_BROWSERS must be/);
  }
});

test('SITE_URL is an http(s) origin, else the local address on PORT', () => {
  expect(loadDeployConfig({ PORT: '9000' }).siteUrl).toBe('http://localhost:9000');
  expect(loadDeployConfig({ SITE_URL: 'https://stays.example.com/' }).siteUrl).toBe('https://stays.example.com');
  expect(() => loadDeployConfig({ SITE_URL: 'stays.example.com' })).toThrow(ConfigError);
});

test('the store keeps builds and state in its folder unless RELEASES_S3_BUCKET or RELEASES_DATABASE_URL say otherwise', () => {
  expect(loadDeployConfig({ DATABASE_URL: 'postgres://api@db/api', S3_BUCKET: 'photos' }).store).toEqual({});
  const config = loadDeployConfig({
    RELEASES_S3_BUCKET: 'site-builds',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    RELEASES_DATABASE_URL: 'postgres://deploy:pw@db:5432/site',
  });
  expect(config.store).toEqual({
    s3: {
      bucket: 'site-builds',
      prefix: 'releases/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    },
    postgres: { url: 'postgres://deploy:pw@db:5432/site', schema: 'release_store' },
  });
});

test('store settings are checked, and the database address is never quoted back', () => {
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      loadDeployConfig(env);
      return '';
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
  };
  expect(problems({ RELEASES_S3_BUCKET: 'b', RELEASES_S3_PREFIX: '../up/' })).toMatch(/RELEASES_S3_PREFIX must be/);
  expect(problems({ RELEASES_S3_BUCKET: 'b', RELEASES_S3_PREFIX: 'no-slash' })).toMatch(/RELEASES_S3_PREFIX must be/);
  expect(problems({ RELEASES_S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT must be/);
  expect(problems({ RELEASES_DATABASE_URL: 'mysql://u:hunter2@db/x', RELEASES_DATABASE_SCHEMA: 'Bad-Name' })).toMatch(
    /RELEASES_DATABASE_URL must be a postgres:\/\/ address\n\s+RELEASES_DATABASE_SCHEMA must be/,
  );
  expect(problems({ RELEASES_DATABASE_URL: 'mysql://u:hunter2@db/x' })).not.toContain('hunter2');
});
