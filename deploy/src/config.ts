import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { Settings } from 'typebox/system';
import { appNames, areas, type AppName, type Area } from './apps';
import { flag, numeric, originOf, originPattern, pairs, text } from './config-env';
import { repoRoot } from './repo-root';
import { defaultServerRender, type ServerRenderOptions } from './server/render/page-renderer';
import { schemaPattern } from './store/postgres-state';
import type { StoreOptions } from './store';

export interface DeployConfig {
  port: number;
  host: string;
  /** Root of the release store (`releases/` by default); with RELEASES_S3_BUCKET, this machine's cache of the bucket. */
  storeRoot: string;
  /** Builds in S3 (RELEASES_S3_BUCKET), state in PostgreSQL (RELEASES_DATABASE_URL); neither by default. */
  store: StoreOptions;
  /** Per area, an origin that makes its entry URL absolute (cross-origin topology). */
  remoteOrigins: Partial<Record<Area, string>>;
  /** Pino level of the web server (and the API inside it). */
  logLevel: string;
  /** One log line per request; off by default to keep `npm start`'s console readable. */
  logRequests: boolean;
  /** Deploy tokens per app (RELEASE_TOKENS): each releases its own app over HTTP; none, publishing is off. */
  releaseTokens: ReleaseTokens;
  /** When the server aborts a canary on its own (CANARY_ABORT_MARGIN, CANARY_MIN_BROWSERS). */
  canaryAbort: CanaryAbortSettings;
  /** The site's public address (SITE_URL), for links such as `npm run preview`'s; else http://localhost:<PORT>. */
  siteUrl: string;
  /** TLS_CERT_FILE and TLS_KEY_FILE: the server speaks HTTPS itself, HTTP/2 with HTTP/1.1 beside it. */
  tls?: TlsFiles;
  /** SSR (on unless "off"), SSR_DEADLINE_MS and SSR_CACHE_MS: public pages rendered on the server, or left to the browser past the deadline. */
  serverRender: ServerRenderOptions;
}

/** A certificate chain and its private key, in PEM, as read from their files at start-up. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

export interface CanaryAbortSettings {
  /** Abort when the canary's failure rate exceeds the stable version's by more than this (0–1). */
  margin: number;
  /** …and at least this many distinct browsers were served the canary. */
  minBrowsers: number;
}

export const defaultCanaryAbort: CanaryAbortSettings = { margin: 0.05, minBrowsers: 20 };

export type ReleaseTokens = Partial<Record<AppName, string[]>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const minTokenLength = 20;

/** One `app=token` of RELEASE_TOKENS: an app may have several tokens (one per team or pipeline). */
const TokenEntry = Type.Object({
  app: Type.Enum([...appNames]),
  token: Type.String({ pattern: `^[A-Za-z0-9._~+/=-]{${minTokenLength},200}$` }),
});
const checkTokenEntry = Compile(TokenEntry);

/**
 * Deploy's environment as read (config-env.ts), in the order problems are reported. What needs a
 * file or more than one value (TLS, a token given to two apps) is checked after it.
 */
const DeployEnvSchema = Type.Object({
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  releasesDir: Type.String({ minLength: 1 }),
  /** `REMOTE_ORIGINS=public=https://public.example.com,admin=https://admin.example.com` */
  remoteOrigins: Type.Array(Type.Object({ area: Type.Enum([...areas]), origin: Type.String({ pattern: originPattern }) })),
  /** `RELEASE_TOKENS=public=<token>,customer=<token>,public=<another>` */
  releaseTokens: Type.Array(TokenEntry),
  canaryAbortMargin: Type.Number({ minimum: 0, exclusiveMaximum: 1 }),
  canaryMinBrowsers: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  tlsCertFile: Type.Optional(Type.String({ minLength: 1 })),
  tlsKeyFile: Type.Optional(Type.String({ minLength: 1 })),
  siteUrl: Type.Optional(Type.String({ pattern: originPattern })),
  /**
   * Several servers on one store: RELEASES_S3_BUCKET (+ the API's S3_ENDPOINT, S3_REGION,
   * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE) and RELEASES_DATABASE_URL.
   */
  s3: Type.Optional(
    Type.Object({
      bucket: Type.String({ minLength: 1 }),
      // Folder names ending in /, none of them . or ..
      prefix: Type.String({ pattern: '^((?!\\.\\.?/)[A-Za-z0-9._-]+/)+$' }),
      endpoint: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
      region: Type.String({ minLength: 1 }),
      accessKeyId: Type.Optional(Type.String({ minLength: 1 })),
      secretAccessKey: Type.Optional(Type.String({ minLength: 1 })),
      forcePathStyle: Type.Boolean(),
    }),
  ),
  postgres: Type.Optional(
    Type.Object({ url: Type.String({ pattern: '^postgres(ql)?://' }), schema: Type.String({ pattern: schemaPattern.source }) }),
  ),
  ssr: Type.Enum(['on', 'off']),
  ssrDeadlineMs: Type.Integer({ minimum: 1, maximum: 60_000 }),
  ssrCacheMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
  logLevel: Type.Enum(logLevels),
  logRequests: Type.Boolean(),
});

type DeployEnv = Static<typeof DeployEnvSchema>;
const checkDeployEnv = Compile(DeployEnvSchema);

/**
 * The environment as the schema's values, defaults filled in. Not DATABASE_URL for the store: pointing
 * the API at PostgreSQL must not silently move the release state there too.
 */
function readEnv(env: NodeJS.ProcessEnv): Record<keyof DeployEnv, unknown> {
  const bucket = text(env.RELEASES_S3_BUCKET);
  const databaseUrl = text(env.RELEASES_DATABASE_URL);
  const siteUrl = text(env.SITE_URL);
  return {
    port: numeric(env.PORT) ?? 8080,
    host: text(env.HOST) ?? '0.0.0.0',
    releasesDir: text(env.RELEASES_DIR) ?? 'releases',
    remoteOrigins: pairs(env.REMOTE_ORIGINS).map(([area, url]) => ({ area, origin: originOf(url ?? '') })),
    // Without "=", the entry may be a pasted token: its app is left blank so the message never quotes it.
    releaseTokens: pairs(env.RELEASE_TOKENS).map(([app, token]) => (token === undefined ? { app: '', token: '' } : { app, token })),
    canaryAbortMargin: numeric(env.CANARY_ABORT_MARGIN) ?? defaultCanaryAbort.margin,
    canaryMinBrowsers: numeric(env.CANARY_MIN_BROWSERS) ?? defaultCanaryAbort.minBrowsers,
    tlsCertFile: text(env.TLS_CERT_FILE),
    tlsKeyFile: text(env.TLS_KEY_FILE),
    siteUrl: siteUrl && originOf(siteUrl),
    s3: bucket && {
      bucket,
      prefix: text(env.RELEASES_S3_PREFIX) ?? 'releases/',
      endpoint: text(env.S3_ENDPOINT),
      region: text(env.S3_REGION) ?? 'us-east-1',
      accessKeyId: text(env.S3_ACCESS_KEY_ID),
      secretAccessKey: text(env.S3_SECRET_ACCESS_KEY),
      forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
    },
    postgres: databaseUrl && { url: databaseUrl, schema: text(env.RELEASES_DATABASE_SCHEMA) ?? 'release_store' },
    ssr: text(env.SSR)?.toLowerCase() ?? 'on',
    ssrDeadlineMs: numeric(env.SSR_DEADLINE_MS) ?? defaultServerRender.deadlineMs,
    ssrCacheMs: numeric(env.SSR_CACHE_MS) ?? defaultServerRender.cacheMs,
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    logRequests: flag(env.LOG_REQUESTS),
  };
}

type Entry = Record<string, string>;

/**
 * The sentence a refused value gets, by its place in the schema: its variable and what it must be,
 * with the value as given, or (a list's entry) a sentence made from the entry. The database address
 * is never quoted back (it usually holds a password), nor is a token.
 */
const sentences: Record<string, { variable: string; must: string; quote?: false } | ((entry: Entry, index: number) => string)> = {
  port: { variable: 'PORT', must: 'must be a whole number from 1 to 65535' },
  'remoteOrigins.area': (entry) => `REMOTE_ORIGINS: "${entry.area}" is not an area (${areas.join(', ')})`,
  'remoteOrigins.origin': (entry) => `REMOTE_ORIGINS: "${entry.origin}" for ${entry.area} is not an http(s) origin`,
  'releaseTokens.app': (entry, index) => {
    // What stands before "=" is named only when it looks like a name: a pasted token must not reach the log.
    const what = /^[a-z][a-z-]{0,30}$/.test(entry.app ?? '') ? `"${entry.app}" is not an app` : `entry ${index + 1} is not app=token`;
    return `RELEASE_TOKENS: ${what} (apps: ${appNames.join(', ')}; write app=token, separated by commas)`;
  },
  'releaseTokens.token': (entry) =>
    `RELEASE_TOKENS: a token for ${entry.app} is not ${minTokenLength} to 200 letters, digits or - . _ ~ + / = (try \`openssl rand -hex 32\`)`,
  canaryAbortMargin: { variable: 'CANARY_ABORT_MARGIN', must: 'must be a failure-rate difference from 0 to below 1, e.g. 0.05' },
  canaryMinBrowsers: { variable: 'CANARY_MIN_BROWSERS', must: 'must be a whole number from 1 to 1000000' },
  siteUrl: { variable: 'SITE_URL', must: 'must be an http(s) address such as https://stays.example.com' },
  's3.prefix': { variable: 'RELEASES_S3_PREFIX', must: 'must be folder names ending in /, e.g. releases/' },
  's3.endpoint': { variable: 'S3_ENDPOINT', must: 'must be an http(s) address' },
  'postgres.url': { variable: 'RELEASES_DATABASE_URL', must: 'must be a postgres:// address', quote: false },
  'postgres.schema': { variable: 'RELEASES_DATABASE_SCHEMA', must: 'must be lower-case letters, digits and _' },
  ssr: { variable: 'SSR', must: 'must be on or off' },
  ssrDeadlineMs: { variable: 'SSR_DEADLINE_MS', must: 'must be a whole number of milliseconds from 1 to 60000' },
  ssrCacheMs: { variable: 'SSR_CACHE_MS', must: 'must be a whole number of milliseconds from 0 to 60000' },
  logLevel: { variable: 'LOG_LEVEL', must: `must be one of ${logLevels.join(', ')}` },
};

/**
 * Every error, not TypeBox's first 8: a start-up names all there is to fix. The cap is a
 * process-wide setting (it also bounds what a hostile request costs the API's validation), so it
 * is lifted for this one synchronous call only.
 */
function allErrors(read: Record<string, unknown>): TLocalizedValidationError[] {
  const cap = Settings.Get().maxErrors;
  Settings.Set({ maxErrors: Number.MAX_SAFE_INTEGER });
  try {
    return checkDeployEnv.Errors(read);
  } finally {
    Settings.Set({ maxErrors: cap });
  }
}

/** One sentence per refused value or list entry, in the schema's order. */
function describeProblems(errors: readonly TLocalizedValidationError[], read: Record<string, unknown>, env: NodeJS.ProcessEnv): string[] {
  const problems = new Map<string, string>();
  for (const error of errors) {
    const parts = error.instancePath.split('/').filter(Boolean);
    const at = parts.findIndex((part) => /^\d+$/.test(part));
    const where = at === -1 ? parts.join('.') : parts.slice(0, at + 1).join('.');
    if (problems.has(where)) continue;
    const field = parts.filter((_, index) => index !== at).join('.');
    const sentence = sentences[field];
    if (typeof sentence === 'function') {
      const index = Number(parts[at]);
      problems.set(where, sentence((read[parts[0] ?? ''] as Entry[])[index] ?? {}, index));
    } else if (sentence) {
      const quoted = sentence.quote === false ? '' : ` (got "${env[sentence.variable] ?? ''}")`;
      problems.set(where, `${sentence.variable} ${sentence.must}${quoted}`);
    } else {
      problems.set(where, `${field} is invalid`);
    }
  }
  return [...problems.values()];
}

/**
 * The one place deploy reads its environment: through a TypeBox schema like the API's
 * (api/src/config.ts). Every problem is reported at once, by variable, so a bad start-up says what
 * to fix instead of failing later somewhere less obvious.
 */
export function loadDeployConfig(env: NodeJS.ProcessEnv = process.env): DeployConfig {
  const read = readEnv(env);
  for (const key of Object.keys(read) as (keyof DeployEnv)[]) if (read[key] === undefined) delete read[key];
  const problems = checkDeployEnv.Check(read) ? [] : describeProblems(allErrors(read), read, env);
  const releaseTokens = tokensByApp(read.releaseTokens as Entry[], problems);
  const tls = readTls(read.tlsCertFile as string | undefined, read.tlsKeyFile as string | undefined, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const settings = read as DeployEnv;
  return {
    port: settings.port,
    host: settings.host,
    storeRoot: path.resolve(repoRoot, settings.releasesDir),
    store: { ...(settings.s3 && { s3: settings.s3 }), ...(settings.postgres && { postgres: settings.postgres }) },
    remoteOrigins: Object.fromEntries(settings.remoteOrigins.map(({ area, origin }) => [area, origin])),
    logLevel: settings.logLevel,
    logRequests: settings.logRequests,
    releaseTokens,
    canaryAbort: { margin: settings.canaryAbortMargin, minBrowsers: settings.canaryMinBrowsers },
    // Without SITE_URL, this server's own address: https when it speaks TLS itself.
    siteUrl: settings.siteUrl ?? `${tls ? 'https' : 'http'}://localhost:${settings.port}`,
    serverRender: { enabled: settings.ssr !== 'off', deadlineMs: settings.ssrDeadlineMs, cacheMs: settings.ssrCacheMs },
    ...(tls && { tls }),
  };
}

/** The well-formed tokens by app; a token belongs to one app, so one given to two is a problem (never quoting it). */
function tokensByApp(entries: readonly Entry[], problems: string[]): ReleaseTokens {
  const tokens: ReleaseTokens = {};
  const owners = new Map<string, AppName>();
  for (const entry of entries) {
    if (!checkTokenEntry.Check(entry)) continue;
    const owner = owners.get(entry.token);
    if (owner !== undefined && owner !== entry.app)
      problems.push(`RELEASE_TOKENS: one token is given to both ${owner} and ${entry.app}; a token releases one app`);
    if (owner !== undefined) continue;
    owners.set(entry.token, entry.app);
    (tokens[entry.app] ??= []).push(entry.token);
  }
  return tokens;
}

/**
 * TLS_CERT_FILE (the certificate, with its chain, PEM) and TLS_KEY_FILE (its private key, PEM):
 * both or neither. Read once at start-up; a renewed certificate takes a restart.
 */
function readTls(certFile: string | undefined, keyFile: string | undefined, problems: string[]): TlsFiles | undefined {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    problems.push(`TLS_CERT_FILE and TLS_KEY_FILE go together: ${certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'} is missing`);
    return undefined;
  }
  const read = (name: string, file: string, what: string, marker: RegExp) => {
    try {
      const contents = readFileSync(path.resolve(repoRoot, file));
      if (marker.test(contents.toString('latin1'))) return contents;
      problems.push(`${name}: ${file} is not a PEM ${what}`);
    } catch (error) {
      problems.push(`${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
    return undefined;
  };
  // The key's own contents are never quoted back.
  const cert = read('TLS_CERT_FILE', certFile, 'certificate', /-----BEGIN CERTIFICATE-----/);
  const key = read('TLS_KEY_FILE', keyFile, 'private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/);
  if (!cert || !key) return undefined;
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    // OpenSSL's reason ("key values mismatch", "bad decrypt") names no part of the key.
    problems.push(`TLS_CERT_FILE and TLS_KEY_FILE do not make a pair: ${(error as Error).message}`);
    return undefined;
  }
  return { cert, key };
}
