import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, defaultCanaryAbort, loadDeployConfig } from './config';
import { repoRoot } from './repo-root';
import { defaultServerRender } from './server/render/page-renderer';
import { selfSignedCertificate, writeSelfSignedCertificate } from './server/testing/self-signed';
import { tempDir } from './store/testing/fake-dist';

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

test('pages are rendered on the server unless SSR=off, within SSR_DEADLINE_MS, and reused for SSR_CACHE_MS', () => {
  expect(loadDeployConfig({}).serverRender).toEqual({ enabled: true, deadlineMs: 300, cacheMs: 1000 });
  expect(loadDeployConfig({ SSR: 'off', SSR_DEADLINE_MS: '800', SSR_CACHE_MS: '0' }).serverRender).toEqual({
    enabled: false,
    deadlineMs: 800,
    cacheMs: 0,
  });
  expect(() => loadDeployConfig({ SSR: 'maybe' })).toThrow(/SSR must be on or off/);
  for (const value of ['0', '1.5', 'soon', '60001']) {
    expect(() => loadDeployConfig({ SSR_DEADLINE_MS: value })).toThrow(/SSR_DEADLINE_MS must be/);
  }
  for (const value of ['-1', '0.5', 'a while', '60001']) {
    expect(() => loadDeployConfig({ SSR_CACHE_MS: value })).toThrow(/SSR_CACHE_MS must be/);
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

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir('tls-config');
    await writeSelfSignedCertificate(dir);
    await writeFile(path.join(dir, 'notes.txt'), 'not a certificate');
  });
  const file = (name: string) => path.join(dir, name);

  test('read both at start-up; the printed address becomes https', () => {
    const config = loadDeployConfig({ PORT: '8443', TLS_CERT_FILE: file('cert.pem'), TLS_KEY_FILE: file('key.pem') });
    expect(config.tls?.cert.toString()).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(config.tls?.key.toString()).toMatch(/PRIVATE KEY-----/);
    expect(config.siteUrl).toBe('https://localhost:8443');
    expect(loadDeployConfig({}).tls).toBeUndefined();
  });

  test('one without the other, a missing file or a file that is not PEM is named', () => {
    expect(() => loadDeployConfig({ TLS_CERT_FILE: file('cert.pem') })).toThrow(/TLS_KEY_FILE is missing/);
    expect(() => loadDeployConfig({ TLS_KEY_FILE: file('key.pem') })).toThrow(/TLS_CERT_FILE is missing/);
    expect(() => loadDeployConfig({ TLS_CERT_FILE: file('none.pem'), TLS_KEY_FILE: file('key.pem') })).toThrow(
      /TLS_CERT_FILE: cannot read .*none\.pem \(ENOENT\)/,
    );
    expect(() => loadDeployConfig({ TLS_CERT_FILE: file('cert.pem'), TLS_KEY_FILE: file('notes.txt') })).toThrow(
      /TLS_KEY_FILE: .*notes\.txt is not a PEM private key/,
    );
    // A key given as the certificate is refused, and the key itself is never quoted back.
    let message = '';
    try {
      loadDeployConfig({ TLS_CERT_FILE: file('key.pem'), TLS_KEY_FILE: file('key.pem') });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TLS_CERT_FILE: .*key\.pem is not a PEM certificate/);
    expect(message).not.toMatch(/BEGIN/);
  });

  test("a key that is not the certificate's own is refused at start-up, not at the first visit", async () => {
    const other = await selfSignedCertificate();
    await writeFile(file('other-key.pem'), other.key);
    expect(() => loadDeployConfig({ TLS_CERT_FILE: file('cert.pem'), TLS_KEY_FILE: file('other-key.pem') })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE do not make a pair: .*mismatch/,
    );
  });
});

test('defaults: port 8080 on every interface, the releases folder, info logs, SSR on with its deadline', () => {
  const config = loadDeployConfig({});
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    logLevel: 'info',
    logRequests: false,
    remoteOrigins: {},
    serverRender: { enabled: true, deadlineMs: defaultServerRender.deadlineMs },
  });
  expect(config.storeRoot).toBe(path.resolve(repoRoot, 'releases'));
  expect(loadDeployConfig({ SSR: ' OFF ', SSR_DEADLINE_MS: '60000', LOG_REQUESTS: '1' })).toMatchObject({
    serverRender: { enabled: false, deadlineMs: 60_000 },
    logRequests: true,
  });
});

test('REMOTE_ORIGINS: area=origin pairs, each address cut to its origin', () => {
  expect(
    loadDeployConfig({ REMOTE_ORIGINS: 'public=https://Public.Example.com/app/, admin = http://127.0.0.1:9000' }).remoteOrigins,
  ).toEqual({
    public: 'https://public.example.com',
    admin: 'http://127.0.0.1:9000',
  });
});

test('every problem is reported at once, each by its variable, with the value as given', () => {
  let message = '';
  try {
    loadDeployConfig({
      PORT: '80.5',
      REMOTE_ORIGINS: 'shell=https://x.example.com, public=ftp://files.example.com',
      CANARY_MIN_BROWSERS: '0',
      SITE_URL: 'stays',
      RELEASES_S3_BUCKET: 'b',
      RELEASES_S3_PREFIX: 'up/../',
      S3_ENDPOINT: 'localhost:9000',
      RELEASES_DATABASE_URL: 'postgres://db/site',
      RELEASES_DATABASE_SCHEMA: 'Store',
      SSR: 'sometimes',
      SSR_DEADLINE_MS: '0',
      LOG_LEVEL: 'loud',
    });
  } catch (error) {
    message = error instanceof ConfigError ? error.message : '';
  }
  expect(message.split('\n')).toEqual([
    'Invalid configuration:',
    '  PORT must be a whole number from 1 to 65535 (got "80.5")',
    '  REMOTE_ORIGINS: "shell" is not an area (public, customer, owner, admin)',
    '  REMOTE_ORIGINS: "ftp://files.example.com" for public is not an http(s) origin',
    '  CANARY_MIN_BROWSERS must be a whole number from 1 to 1000000 (got "0")',
    '  SITE_URL must be an http(s) address such as https://stays.example.com (got "stays")',
    '  RELEASES_S3_PREFIX must be folder names ending in /, e.g. releases/ (got "up/../")',
    '  S3_ENDPOINT must be an http(s) address (got "localhost:9000")',
    '  RELEASES_DATABASE_SCHEMA must be lower-case letters, digits and _ (got "Store")',
    '  SSR must be on or off (got "sometimes")',
    '  SSR_DEADLINE_MS must be a whole number of milliseconds from 1 to 60000 (got "0")',
    '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
  ]);
});
