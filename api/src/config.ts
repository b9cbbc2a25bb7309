// The API's configuration: read from the environment once, validated, overridable by buildApp().
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { dataFolderLayout } from './data-folder';
import { parseOriginList } from './schemas/image-url';
import { describeValidationErrors } from './schemas/validation-messages';

export const ApiConfigSchema = Type.Object({
  /** `postgres://…` for PostgreSQL, `memory://` for a throw-away PGlite, absent for PGlite on disk. */
  databaseUrl: Type.Optional(
    Type.String({ pattern: '^(postgres(ql)?://.+|memory://)$', errorMessage: 'must start with postgres:// (or be memory://)' }),
  ),
  /** PostgreSQL schema to use (search_path); tests give each file its own. Created when missing. */
  databaseSchema: Type.Optional(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', errorMessage: 'must be a lower-case SQL identifier' })),
  dataDir: Type.String({ minLength: 1 }),
  jwtSecret: Type.Optional(Type.String({ minLength: 32, errorMessage: 'must be at least 32 characters' })),
  jwtExpiresIn: Type.String({ pattern: '^[1-9][0-9]*[smhd]$', errorMessage: 'must look like 12h, 30m or 7d' }),
  host: Type.String({ minLength: 1 }),
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  smtpUrl: Type.Optional(Type.String({ pattern: '^smtps?://.+', errorMessage: 'must start with smtp:// or smtps://' })),
  mailFrom: Type.String({ minLength: 3 }),
  mailTo: Type.String({ minLength: 3 }),
  /** How often the mail outbox worker looks for mail to send (OUTBOX_POLL_MS); 0: no worker in this process. */
  outboxPollMs: Type.Integer({ minimum: 0 }),
  /** Delivery attempts of one message before it is marked failed. */
  outboxMaxAttempts: Type.Integer({ minimum: 1, maximum: 100 }),
  /** The wait after a first failed attempt; it doubles with each further one, up to outboxRetryCapMs. */
  outboxRetryBaseMs: Type.Integer({ minimum: 1 }),
  outboxRetryCapMs: Type.Integer({ minimum: 1 }),
  /** How long a claimed message stays claimed: a worker that dies holding it gives it up after this. */
  outboxLeaseMs: Type.Integer({ minimum: 1000 }),
  /** Sent mail older than this many days is deleted from the outbox (OUTBOX_KEEP_SENT_DAYS). */
  outboxKeepSentDays: Type.Integer({ minimum: 1, maximum: 3650 }),
  /** Login/register attempts per minute per IP and e-mail. */
  authRateLimit: Type.Integer({ minimum: 1 }),
  /** Contact, newsletter and client-error posts per minute per IP. */
  formRateLimit: Type.Integer({ minimum: 1 }),
  /** Login/register attempts per minute per IP across all e-mails; default 2 × authRateLimit, at least 20. */
  authAddressRateLimit: Type.Integer({ minimum: 1 }),
  /** Failed logins of one account (from anywhere) before each further try waits 2, 4, 8 … s (≤ 15 min); default authRateLimit / 2, at least 5. */
  loginFailuresBeforeDelay: Type.Integer({ minimum: 1 }),
  /** argon2 hashes/verifications at once; default half the cores, at least 1. */
  hashConcurrency: Type.Integer({ minimum: 1 }),
  /** Password checks that may wait for a turn; beyond that a login answers 429 at once. */
  hashQueue: Type.Integer({ minimum: 0 }),
  /** Fastify's trustProxy: false, true, a hop count, or a comma list of proxy addresses/CIDRs. */
  trustProxy: Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 }), Type.String({ minLength: 1 })]),
  /** auto: demo data into an empty PGlite database only; demo: also into an empty PostgreSQL; none. */
  seed: Type.Enum(['auto', 'demo', 'none']),
  /** SEED_PHOTOS=false: demo data without the generated hotel pictures (the API tests' data). */
  seedPhotos: Type.Boolean(),
  /** false, or a pino level. */
  logger: Type.Union([Type.Literal(false), Type.String()]),
  /** LOG_FORMAT: json (one object a line, for log shippers) or pretty (one readable line per event); pretty on a terminal by default. */
  logFormat: Type.Enum(['json', 'pretty']),
  /** HSTS=true: the site is reached only over HTTPS (TLS here or at a proxy): send HSTS. */
  hsts: Type.Boolean(),
  /** Origins hotel images may come from besides this site (IMAGE_ORIGINS, comma-separated); also CSP img-src. */
  imageOrigins: Type.Array(
    Type.String({
      pattern: '^https://[^/@\\s]+$',
      errorMessage: 'must list https origins separated by commas, e.g. https://images.example.com',
    }),
  ),
  /** Longest a single statement may run on the database before it is cancelled (503 to the client). */
  dbStatementTimeoutMs: Type.Integer({ minimum: 1 }),
  /** Longest a statement waits for a lock another session holds. */
  dbLockTimeoutMs: Type.Integer({ minimum: 1 }),
  /** Longest a request waits for a free database connection (pool slot, or PGlite's one connection). */
  dbAcquireTimeoutMs: Type.Integer({ minimum: 1 }),
  /** Longest one part of the API (opening, migrating and seeding the database) may take to start; 0 for no limit. */
  startupTimeoutMs: Type.Integer({ minimum: 0 }),
  /** How long a stopping server goes on serving after /api/ready says it stops (STOP_READY_WAIT_MS): the balancer's checks × interval, and a margin. */
  stopReadyWaitMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  /** The longest a stop may take, ready wait and requests in flight included (STOP_DEADLINE_MS); then the process exits anyway. */
  stopDeadlineMs: Type.Integer({ minimum: 1000, maximum: 3_600_000 }),
  /** A PGlite data folder dumped as a tarball, loaded into a memory:// database instead of a fresh one (tests). */
  pgliteSnapshot: Type.Optional(Type.String({ minLength: 1 })),
  /** The site's public address, for links in e-mails (SITE_URL); never taken from a request's Host header. */
  siteUrl: Type.String({
    pattern: '^https?://[^\\s/?#@]+(/[^\\s?#]*)?$',
    errorMessage: 'must be the address the site is reached at, e.g. https://ceylonstays.example',
  }),
  /** Password reset e-mails one address may be sent in an hour, however many are asked for. */
  passwordResetMailsPerHour: Type.Integer({ minimum: 1 }),
  /** Hotel photos go to this S3-compatible bucket when set (several servers share them); else `<dataDir>/photos`. */
  s3Bucket: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$', errorMessage: 'must be a bucket name' })),
  /** The S3 server's address, e.g. http://127.0.0.1:9000 for MinIO; AWS itself when absent. */
  s3Endpoint: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$', errorMessage: 'must start with http:// or https://' })),
  s3Region: Type.String({ minLength: 1 }),
  s3AccessKeyId: Type.Optional(Type.String({ minLength: 1 })),
  s3SecretAccessKey: Type.Optional(Type.String({ minLength: 1 })),
  /** `http://host/bucket/key` addresses, as most self-hosted S3 servers want. */
  s3ForcePathStyle: Type.Boolean(),
  /** Memory for cached search answers, in MiB (SEARCH_CACHE_MB); 0 turns the cache off. */
  searchCacheMb: Type.Integer({ minimum: 0, maximum: 4096 }),
  /** PGlite's buffer cache, in MiB (PGLITE_SHARED_BUFFERS_MB); its WebAssembly memory grows to hold it and never shrinks. */
  pgliteSharedBuffersMb: Type.Integer({ minimum: 1, maximum: 1024 }),
  /** METRICS_TOKEN: GET /metrics answers a scraper that sends it as a bearer token; unset, /metrics is not served. */
  metricsToken: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9._~+/=-]{20,200}$',
      errorMessage: 'must be 20 to 200 letters, digits or - . _ ~ + / = (try `openssl rand -hex 32`)',
    }),
  ),
  /** How often the calendar sync worker looks for feeds due (CALENDAR_SYNC_POLL_MS); 0: no worker in this process. */
  calendarSyncPollMs: Type.Integer({ minimum: 0 }),
  /** How long after a feed's last attempt it is synced again (CALENDAR_SYNC_INTERVAL_MS, 15 minutes). */
  calendarSyncIntervalMs: Type.Integer({ minimum: 1000 }),
  /** The largest calendar a feed may send, in bytes (CALENDAR_FEED_MAX_BYTES, 2 MiB). */
  calendarFeedMaxBytes: Type.Integer({ minimum: 1024, maximum: 50 * 1024 * 1024 }),
  /** Longest one fetch of a feed may take, redirects and body included (CALENDAR_FEED_TIMEOUT_MS). */
  calendarFeedTimeoutMs: Type.Integer({ minimum: 100, maximum: 120_000 }),
  /** Private addresses a feed may nevertheless be fetched from (CALENDAR_FEED_ALLOWED_ADDRESSES; tests, a feed on the local network). */
  calendarFeedAllowedAddresses: Type.Array(
    Type.String({
      pattern: '^([0-9]{1,3}(\\.[0-9]{1,3}){3}(/[0-9]{1,2})?|[0-9a-fA-F:]*:[0-9a-fA-F:.]*(/[0-9]{1,3})?)$',
      errorMessage: 'must list IP addresses or CIDR ranges separated by commas, e.g. 127.0.0.1,10.0.0.0/8',
    }),
  ),
});

export type ApiConfig = Static<typeof ApiConfigSchema>;

const ENV_NAMES: Record<keyof ApiConfig, string> = {
  databaseUrl: 'DATABASE_URL',
  databaseSchema: 'DATABASE_SCHEMA',
  dataDir: 'DATA_DIR',
  jwtSecret: 'JWT_SECRET',
  jwtExpiresIn: 'JWT_EXPIRES_IN',
  host: 'HOST',
  port: 'PORT',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
  mailTo: 'MAIL_TO',
  outboxPollMs: 'OUTBOX_POLL_MS',
  outboxMaxAttempts: 'OUTBOX_MAX_ATTEMPTS',
  outboxRetryBaseMs: 'OUTBOX_RETRY_BASE_MS',
  outboxRetryCapMs: 'OUTBOX_RETRY_CAP_MS',
  outboxLeaseMs: 'OUTBOX_LEASE_MS',
  outboxKeepSentDays: 'OUTBOX_KEEP_SENT_DAYS',
  authRateLimit: 'AUTH_RATE_LIMIT',
  formRateLimit: 'FORM_RATE_LIMIT',
  authAddressRateLimit: 'AUTH_ADDRESS_RATE_LIMIT',
  loginFailuresBeforeDelay: 'LOGIN_FAILURES_BEFORE_DELAY',
  hashConcurrency: 'HASH_CONCURRENCY',
  hashQueue: 'HASH_QUEUE',
  trustProxy: 'TRUST_PROXY',
  seed: 'SEED',
  seedPhotos: 'SEED_PHOTOS',
  logger: 'LOG_LEVEL',
  logFormat: 'LOG_FORMAT',
  hsts: 'HSTS',
  imageOrigins: 'IMAGE_ORIGINS',
  dbStatementTimeoutMs: 'DB_STATEMENT_TIMEOUT_MS',
  dbLockTimeoutMs: 'DB_LOCK_TIMEOUT_MS',
  dbAcquireTimeoutMs: 'DB_ACQUIRE_TIMEOUT_MS',
  startupTimeoutMs: 'STARTUP_TIMEOUT_MS',
  stopReadyWaitMs: 'STOP_READY_WAIT_MS',
  stopDeadlineMs: 'STOP_DEADLINE_MS',
  pgliteSnapshot: 'PGLITE_SNAPSHOT',
  siteUrl: 'SITE_URL',
  passwordResetMailsPerHour: 'PASSWORD_RESET_MAILS_PER_HOUR',
  s3Bucket: 'S3_BUCKET',
  s3Endpoint: 'S3_ENDPOINT',
  s3Region: 'S3_REGION',
  s3AccessKeyId: 'S3_ACCESS_KEY_ID',
  s3SecretAccessKey: 'S3_SECRET_ACCESS_KEY',
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  searchCacheMb: 'SEARCH_CACHE_MB',
  pgliteSharedBuffersMb: 'PGLITE_SHARED_BUFFERS_MB',
  metricsToken: 'METRICS_TOKEN',
  calendarSyncPollMs: 'CALENDAR_SYNC_POLL_MS',
  calendarSyncIntervalMs: 'CALENDAR_SYNC_INTERVAL_MS',
  calendarFeedMaxBytes: 'CALENDAR_FEED_MAX_BYTES',
  calendarFeedTimeoutMs: 'CALENDAR_FEED_TIMEOUT_MS',
  calendarFeedAllowedAddresses: 'CALENDAR_FEED_ALLOWED_ADDRESSES',
};

/** The repository's `data/` folder, found from this file so the working directory does not matter. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', 'data');

const checkConfig = Compile(ApiConfigSchema);

function numberOrText(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return /^-?\d+$/.test(value.trim()) ? Number(value) : value;
}

function trustProxyValue(value: string | undefined): boolean | number | string | undefined {
  const given = text(value);
  if (given === undefined) return undefined;
  if (/^(true|false)$/i.test(given)) return given.toLowerCase() === 'true';
  return numberOrText(given);
}

/** Trimmed text; undefined when unset or blank (a blank variable means "the default"). Deploy's configuration reads it too. */
export function text(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export type LogFormat = ApiConfig['logFormat'];

/**
 * The log format LOG_FORMAT (`value`) asks for, else pretty when standard output is a terminal (a
 * person reads it) and JSON otherwise (a file, a pipe, a log shipper). For a command whose servers
 * write through it (`npm run dev`), which decides once from its own terminal.
 */
export function chooseLogFormat(value: string | undefined, stdoutIsTTY: boolean): LogFormat {
  const given = text(value);
  if (given === undefined) return stdoutIsTTY ? 'pretty' : 'json';
  if (given === 'json' || given === 'pretty') return given;
  throw new Error(`Invalid configuration: LOG_FORMAT must be json or pretty, not "${given}"`);
}

/**
 * Reads the environment, applies `overrides` (what buildApp() was given), validates the result
 * and throws an error naming the variable when something is wrong.
 */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const fromEnv: Record<string, unknown> = {
    databaseUrl: text(env.DATABASE_URL),
    databaseSchema: text(env.DATABASE_SCHEMA),
    dataDir: text(env.DATA_DIR) ?? DEFAULT_DATA_DIR,
    jwtSecret: text(env.JWT_SECRET),
    jwtExpiresIn: text(env.JWT_EXPIRES_IN) ?? '12h',
    host: text(env.HOST) ?? '127.0.0.1',
    port: numberOrText(env.PORT) ?? 3001,
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Ceylon Stays <no-reply@ceylon.test>',
    mailTo: text(env.MAIL_TO) ?? 'hello@ceylon.test',
    outboxPollMs: numberOrText(env.OUTBOX_POLL_MS) ?? 5000,
    outboxMaxAttempts: numberOrText(env.OUTBOX_MAX_ATTEMPTS) ?? 10,
    outboxRetryBaseMs: numberOrText(env.OUTBOX_RETRY_BASE_MS) ?? 30_000,
    outboxRetryCapMs: numberOrText(env.OUTBOX_RETRY_CAP_MS) ?? 3_600_000,
    outboxLeaseMs: numberOrText(env.OUTBOX_LEASE_MS) ?? 300_000,
    outboxKeepSentDays: numberOrText(env.OUTBOX_KEEP_SENT_DAYS) ?? 90,
    authRateLimit: numberOrText(env.AUTH_RATE_LIMIT) ?? 10,
    formRateLimit: numberOrText(env.FORM_RATE_LIMIT) ?? 30,
    authAddressRateLimit: numberOrText(env.AUTH_ADDRESS_RATE_LIMIT),
    loginFailuresBeforeDelay: numberOrText(env.LOGIN_FAILURES_BEFORE_DELAY),
    hashConcurrency: numberOrText(env.HASH_CONCURRENCY) ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    hashQueue: numberOrText(env.HASH_QUEUE) ?? 16,
    trustProxy: trustProxyValue(env.TRUST_PROXY) ?? false,
    seed: text(env.SEED) ?? 'auto',
    seedPhotos: !/^(0|false)$/i.test(text(env.SEED_PHOTOS) ?? ''),
    logger: text(env.LOG_LEVEL) ?? 'info',
    logFormat: text(env.LOG_FORMAT) ?? chooseLogFormat(undefined, process.stdout.isTTY === true),
    hsts: /^(1|true)$/i.test(text(env.HSTS) ?? ''),
    imageOrigins: parseOriginList(env.IMAGE_ORIGINS),
    dbStatementTimeoutMs: numberOrText(env.DB_STATEMENT_TIMEOUT_MS) ?? 5000,
    dbLockTimeoutMs: numberOrText(env.DB_LOCK_TIMEOUT_MS) ?? 3000,
    dbAcquireTimeoutMs: numberOrText(env.DB_ACQUIRE_TIMEOUT_MS) ?? 3000,
    // No window by default: PGlite's first start on a loaded machine can take well over
    // Fastify's 10 s, and a failed start helps nobody.
    startupTimeoutMs: numberOrText(env.STARTUP_TIMEOUT_MS) ?? 0,
    stopReadyWaitMs: numberOrText(env.STOP_READY_WAIT_MS) ?? 0,
    stopDeadlineMs: numberOrText(env.STOP_DEADLINE_MS) ?? 30_000,
    pgliteSnapshot: text(env.PGLITE_SNAPSHOT),
    siteUrl: text(env.SITE_URL) ?? 'http://localhost:8080',
    passwordResetMailsPerHour: numberOrText(env.PASSWORD_RESET_MAILS_PER_HOUR) ?? 5,
    s3Bucket: text(env.S3_BUCKET),
    s3Endpoint: text(env.S3_ENDPOINT),
    s3Region: text(env.S3_REGION) ?? 'us-east-1',
    s3AccessKeyId: text(env.S3_ACCESS_KEY_ID),
    s3SecretAccessKey: text(env.S3_SECRET_ACCESS_KEY),
    s3ForcePathStyle: /^(1|true)$/i.test(text(env.S3_FORCE_PATH_STYLE) ?? ''),
    searchCacheMb: numberOrText(env.SEARCH_CACHE_MB) ?? 32,
    pgliteSharedBuffersMb: numberOrText(env.PGLITE_SHARED_BUFFERS_MB) ?? 32,
    metricsToken: text(env.METRICS_TOKEN),
    calendarSyncPollMs: numberOrText(env.CALENDAR_SYNC_POLL_MS) ?? 30_000,
    calendarSyncIntervalMs: numberOrText(env.CALENDAR_SYNC_INTERVAL_MS) ?? 900_000,
    calendarFeedMaxBytes: numberOrText(env.CALENDAR_FEED_MAX_BYTES) ?? 2 * 1024 * 1024,
    calendarFeedTimeoutMs: numberOrText(env.CALENDAR_FEED_TIMEOUT_MS) ?? 10_000,
    calendarFeedAllowedAddresses: (env.CALENDAR_FEED_ALLOWED_ADDRESSES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
  const defined = Object.fromEntries(Object.entries(overrides).filter(([key, value]) => key in ENV_NAMES && value !== undefined));
  const merged: Record<string, unknown> = { ...fromEnv, ...defined };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  // The login budgets follow AUTH_RATE_LIMIT unless set, so raising it (tests, e2e) raises them too.
  if (typeof merged.authRateLimit === 'number') {
    merged.authAddressRateLimit ??= Math.max(20, 2 * merged.authRateLimit);
    merged.loginFailuresBeforeDelay ??= Math.max(5, Math.ceil(merged.authRateLimit / 2));
  }
  if (checkConfig.Check(merged)) return { ...merged, dataDir: path.resolve(merged.dataDir), siteUrl: merged.siteUrl.replace(/\/+$/, '') };
  const [problem] = describeValidationErrors(ApiConfigSchema, checkConfig.Errors(merged));
  const key = (problem?.field ?? '').split('.')[0] as keyof ApiConfig;
  throw new Error(`Invalid configuration: ${ENV_NAMES[key] ?? key} ${problem?.detail('en') ?? 'is invalid'}`);
}

/** JWT_SECRET, or a secret generated once and kept in the data folder (memory databases keep it in memory). */
export function resolveJwtSecret(config: ApiConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl === 'memory://') return randomBytes(48).toString('base64url');
  const file = dataFolderLayout(config.dataDir).jwtSecret;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process created it first: use theirs, so both sign alike.
    return readFileSync(file, 'utf8').trim();
  }
}
