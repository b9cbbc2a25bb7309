// The API's configuration: read from the environment once, validated, overridable by buildApp().
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { describeValidationErrors } from './schemas/validation-messages';

export const ApiConfigSchema = Type.Object({
  /** `postgres://…` for PostgreSQL, `memory://` for a throw-away PGlite, absent for PGlite on disk. */
  databaseUrl: Type.Optional(Type.String({ pattern: '^(postgres(ql)?://.+|memory://)$', errorMessage: 'must start with postgres:// (or be memory://)' })),
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
  /** Login/register attempts per minute per IP and e-mail. */
  authRateLimit: Type.Integer({ minimum: 1 }),
  /** Contact, newsletter and client-error posts per minute per IP. */
  formRateLimit: Type.Integer({ minimum: 1 }),
  /** auto: demo data into an empty PGlite database only; demo: also into an empty PostgreSQL; none. */
  seed: Type.Enum(['auto', 'demo', 'none']),
  /** false, or a pino level. */
  logger: Type.Union([Type.Literal(false), Type.String()]),
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
  authRateLimit: 'AUTH_RATE_LIMIT',
  formRateLimit: 'FORM_RATE_LIMIT',
  seed: 'SEED',
  logger: 'LOG_LEVEL',
};

/** The repository's `data/` folder, found from this file so the working directory does not matter. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', 'data');

const checkConfig = Compile(ApiConfigSchema);

function numberOrText(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return /^-?\d+$/.test(value.trim()) ? Number(value) : value;
}

function text(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
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
    authRateLimit: numberOrText(env.AUTH_RATE_LIMIT) ?? 10,
    formRateLimit: numberOrText(env.FORM_RATE_LIMIT) ?? 30,
    seed: text(env.SEED) ?? 'auto',
    logger: text(env.LOG_LEVEL) ?? 'info',
  };
  const defined = Object.fromEntries(Object.entries(overrides).filter(([key, value]) => key in ENV_NAMES && value !== undefined));
  const merged: Record<string, unknown> = { ...fromEnv, ...defined };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  if (checkConfig.Check(merged)) return { ...merged, dataDir: path.resolve(merged.dataDir) };
  const [problem] = describeValidationErrors(ApiConfigSchema, checkConfig.Errors(merged));
  const key = (problem?.field ?? '') as keyof ApiConfig;
  throw new Error(`Invalid configuration: ${ENV_NAMES[key] ?? key} ${problem?.detail ?? 'is invalid'}`);
}

/** JWT_SECRET, or a secret generated once and kept in the data folder (memory databases keep it in memory). */
export function resolveJwtSecret(config: ApiConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl === 'memory://') return randomBytes(48).toString('base64url');
  const file = path.join(config.dataDir, 'jwt-secret');
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
