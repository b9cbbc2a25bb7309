import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { appNames, isAppName, type AppName, type RemoteName } from './apps';
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
  remoteOrigins: Partial<Record<RemoteName, string>>;
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

/**
 * The one place deploy reads its environment. Every problem is reported at once, by variable,
 * so a bad start-up says what to fix instead of failing later somewhere less obvious.
 */
export function loadDeployConfig(env: NodeJS.ProcessEnv = process.env): DeployConfig {
  const problems: string[] = [];
  const port = parsePort(env.PORT, problems);
  const remoteOrigins = parseRemoteOrigins(env.REMOTE_ORIGINS, problems);
  const releaseTokens = parseReleaseTokens(env.RELEASE_TOKENS, problems);
  const canaryAbort = parseCanaryAbort(env, problems);
  const tls = parseTls(env, problems);
  const siteUrl = parseSiteUrl(env.SITE_URL, port, tls !== undefined, problems);
  const store = parseStoreOptions(env, problems);
  const serverRender = parseServerRender(env, problems);
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    storeRoot: path.resolve(repoRoot, env.RELEASES_DIR?.trim() || 'releases'),
    store,
    remoteOrigins,
    logLevel,
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    releaseTokens,
    canaryAbort,
    siteUrl,
    serverRender,
    ...(tls && { tls }),
  };
}

export function parseServerRender(env: NodeJS.ProcessEnv, problems: string[]): ServerRenderOptions {
  const switchValue = env.SSR?.trim().toLowerCase() || 'on';
  if (switchValue !== 'on' && switchValue !== 'off') problems.push(`SSR must be on or off (got "${env.SSR}")`);
  const deadlineMs = env.SSR_DEADLINE_MS?.trim() ? Number(env.SSR_DEADLINE_MS) : defaultServerRender.deadlineMs;
  if (!Number.isInteger(deadlineMs) || deadlineMs < 1 || deadlineMs > 60_000)
    problems.push(`SSR_DEADLINE_MS must be a whole number of milliseconds from 1 to 60000 (got "${env.SSR_DEADLINE_MS}")`);
  const cacheMs = env.SSR_CACHE_MS?.trim() ? Number(env.SSR_CACHE_MS) : (defaultServerRender.cacheMs ?? 0);
  if (!Number.isInteger(cacheMs) || cacheMs < 0 || cacheMs > 60_000)
    problems.push(`SSR_CACHE_MS must be a whole number of milliseconds from 0 to 60000 (got "${env.SSR_CACHE_MS}")`);
  return { enabled: switchValue !== 'off', deadlineMs, cacheMs };
}

/**
 * TLS_CERT_FILE (the certificate, with its chain, PEM) and TLS_KEY_FILE (its private key, PEM):
 * both or neither. Read once at start-up; a renewed certificate takes a restart.
 */
export function parseTls(env: NodeJS.ProcessEnv, problems: string[]): TlsFiles | undefined {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
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

export function parseCanaryAbort(env: NodeJS.ProcessEnv, problems: string[]): CanaryAbortSettings {
  const margin = env.CANARY_ABORT_MARGIN?.trim() ? Number(env.CANARY_ABORT_MARGIN) : defaultCanaryAbort.margin;
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1)
    problems.push(`CANARY_ABORT_MARGIN must be a failure-rate difference from 0 to below 1, e.g. 0.05 (got "${env.CANARY_ABORT_MARGIN}")`);
  const minBrowsers = env.CANARY_MIN_BROWSERS?.trim() ? Number(env.CANARY_MIN_BROWSERS) : defaultCanaryAbort.minBrowsers;
  if (!Number.isInteger(minBrowsers) || minBrowsers < 1 || minBrowsers > 1_000_000)
    problems.push(`CANARY_MIN_BROWSERS must be a whole number from 1 to 1000000 (got "${env.CANARY_MIN_BROWSERS}")`);
  return { margin, minBrowsers };
}

/**
 * Several servers on one store: RELEASES_S3_BUCKET (+ the API's S3_ENDPOINT, S3_REGION,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE) and RELEASES_DATABASE_URL. Not
 * DATABASE_URL: pointing the API at PostgreSQL must not silently move the release state there too.
 */
export function parseStoreOptions(env: NodeJS.ProcessEnv, problems: string[]): StoreOptions {
  const options: StoreOptions = {};
  const bucket = env.RELEASES_S3_BUCKET?.trim();
  if (bucket) {
    const prefix = env.RELEASES_S3_PREFIX?.trim() || 'releases/';
    if (!/^([A-Za-z0-9._-]+\/)+$/.test(prefix) || prefix.split('/').some((part) => part === '.' || part === '..'))
      problems.push(`RELEASES_S3_PREFIX must be folder names ending in /, e.g. releases/ (got "${prefix}")`);
    const endpoint = env.S3_ENDPOINT?.trim() || undefined;
    if (endpoint !== undefined && toOrigin(endpoint) === undefined)
      problems.push(`S3_ENDPOINT must be an http(s) address (got "${endpoint}")`);
    options.s3 = {
      bucket,
      prefix,
      endpoint,
      region: env.S3_REGION?.trim() || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
      forcePathStyle: /^(1|true)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
    };
  }
  const url = env.RELEASES_DATABASE_URL?.trim();
  if (url) {
    const schema = env.RELEASES_DATABASE_SCHEMA?.trim() || 'release_store';
    // The address is never quoted back: it usually holds a password.
    if (!/^postgres(ql)?:\/\//.test(url)) problems.push('RELEASES_DATABASE_URL must be a postgres:// address');
    if (!schemaPattern.test(schema)) problems.push(`RELEASES_DATABASE_SCHEMA must be lower-case letters, digits and _ (got "${schema}")`);
    options.postgres = { url, schema };
  }
  return options;
}

/** Without SITE_URL, this server's own address: https when it speaks TLS itself. */
function parseSiteUrl(raw: string | undefined, port: number, tls: boolean, problems: string[]): string {
  if (raw === undefined || raw.trim() === '') return `${tls ? 'https' : 'http'}://localhost:${port}`;
  const origin = toOrigin(raw.trim());
  if (origin === undefined) problems.push(`SITE_URL must be an http(s) address such as https://stays.example.com (got "${raw}")`);
  return origin ?? '';
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${raw}")`);
  }
  return port;
}

/** `REMOTE_ORIGINS=public=https://public.example.com,admin=https://admin.example.com` */
export function parseRemoteOrigins(raw: string | undefined, problems: string[]): Partial<Record<RemoteName, string>> {
  const origins: Partial<Record<RemoteName, string>> = {};
  if (raw === undefined || raw.trim() === '') return origins;
  for (const pair of raw.split(',')) {
    const [area = '', url = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
    if (!isAppName(area) || area === 'shell') {
      problems.push(`REMOTE_ORIGINS: "${area}" is not an area (public, customer, owner, admin)`);
      continue;
    }
    const origin = toOrigin(url);
    if (origin === undefined) problems.push(`REMOTE_ORIGINS: "${url}" for ${area} is not an http(s) origin`);
    else origins[area] = origin;
  }
  return origins;
}

function toOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const minTokenLength = 20;
const tokenPattern = new RegExp(`^[A-Za-z0-9._~+/=-]{${minTokenLength},200}$`);

/**
 * `RELEASE_TOKENS=public=<token>,customer=<token>,public=<another>`: an app may have several tokens
 * (one per team or pipeline), a token belongs to one app. Problems never quote a token.
 */
export function parseReleaseTokens(raw: string | undefined, problems: string[]): ReleaseTokens {
  const tokens: ReleaseTokens = {};
  if (raw === undefined || raw.trim() === '') return tokens;
  const owners = new Map<string, AppName>();
  for (const [index, pair] of raw.split(',').entries()) {
    const [app = '', token = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
    if (!isAppName(app)) {
      // What stands before "=" is named only when it looks like a name: a pasted token must not reach the log.
      const what = pair.includes('=') && /^[a-z][a-z-]{0,30}$/.test(app) ? `"${app}" is not an app` : `entry ${index + 1} is not app=token`;
      problems.push(`RELEASE_TOKENS: ${what} (apps: ${appNames.join(', ')}; write app=token, separated by commas)`);
      continue;
    }
    if (!tokenPattern.test(token)) {
      problems.push(
        `RELEASE_TOKENS: a token for ${app} is not ${minTokenLength} to 200 letters, digits or - . _ ~ + / = (try \`openssl rand -hex 32\`)`,
      );
      continue;
    }
    const owner = owners.get(token);
    if (owner !== undefined && owner !== app)
      problems.push(`RELEASE_TOKENS: one token is given to both ${owner} and ${app}; a token releases one app`);
    if (owner !== undefined) continue;
    owners.set(token, app);
    (tokens[app] ??= []).push(token);
  }
  return tokens;
}
