import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildWebServer } from '../../deploy/src/server/build-web-server';

const run = promisify(execFile);

export const repoRoot = path.resolve(__dirname, '../..');

/**
 * The main test server's store: it has built and released every app before any spec runs. The
 * operations tests change releases, so they work on a copy and never on this one.
 */
export const mainStore = path.resolve(repoRoot, process.env.RELEASES_DIR ?? 'releases');

export type Versions = Record<'shell' | 'public' | 'customer' | 'owner' | 'admin', string>;

/** A copy of the main store in a temp folder, for one site of the operations tests. */
export async function copyOfMainStore(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `ceylon-ops-${label}-`));
  const store = path.join(dir, 'releases');
  // Only the store's own files: never its lock or half-written temp files.
  await cp(mainStore, store, { recursive: true, filter: (source) => !/\.(lock|tmp)$|\.incoming-/.test(source) });
  return store;
}

export async function activeVersions(store: string): Promise<Versions> {
  return JSON.parse(await readFile(path.join(store, 'active.json'), 'utf8')) as Versions;
}

export interface Site {
  url: string;
  store: string;
  stop(): Promise<void>;
}

/**
 * The real web server and API (`npm run serve`) on `port` over `store`, with its own database
 * folder; it only serves, so it is up in seconds. With `ca`, the certificate `env` gives it, over https.
 */
export async function startSite(port: number, store: string, env: Record<string, string> = {}, ca?: string): Promise<Site> {
  const dataDir = path.join(path.dirname(store), 'data');
  const server = await runSiteScript(
    'deploy/src/cli/serve.ts',
    port,
    60_000,
    { SSR_DEADLINE_MS: '10000', ...env, RELEASES_DIR: store, DATA_DIR: dataDir, AUTH_RATE_LIMIT: '10000', FORM_RATE_LIMIT: '10000' },
    ca,
  );
  return {
    url: server.url,
    store,
    async stop() {
      await server.stop();
      await rm(path.dirname(store), { recursive: true, force: true });
    },
  };
}

/**
 * Runs one of deploy's site commands (`serve.ts`, or `start.ts`, which builds first) on `port`
 * with `env`, and waits up to `timeoutMs` until its API answers. With `ca` (the certificate the
 * site is given in TLS_CERT_FILE) the site is reached over https and trusted through it.
 */
export async function runSiteScript(script: string, port: number, timeoutMs: number, env: Record<string, string>, ca?: string) {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `${ca ? 'https' : 'http'}://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => output, timeoutMs, ca);
  return { url, stop: () => stopChild(child) };
}

/** A plain release server (no API) over `store`: another origin areas can be loaded from. */
export async function startOrigin(port: number, store: string) {
  const server = await buildWebServer({ storeRoot: store });
  await server.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number, ca?: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site on ${url} exited:\n${output()}`);
    if (await answersHealthy(`${url}/api/health`, ca)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`The site on ${url} did not come up in ${timeoutMs / 1000} s:\n${output()}`);
}

/** A GET of `url` over http or https as its scheme says, trusting `ca` for https; sent at once. */
export function sendGet(
  url: string,
  options: { headers?: Record<string, string>; ca?: string },
  onResponse: (response: IncomingMessage) => void,
): ClientRequest {
  const request = url.startsWith('https:')
    ? httpsRequest(url, options, onResponse)
    : httpRequest(url, { headers: options.headers }, onResponse);
  request.end();
  return request;
}

/** False while the site is not listening yet. */
function answersHealthy(url: string, ca?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = sendGet(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300);
    });
    request.setTimeout(5_000, () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs `npm run <script> -- <args>` from the repository root, as an operator would. */
export async function npmRun(script: string, args: string[], env: Record<string, string>) {
  const started = Date.now();
  const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NO_COLOR: '1' },
    maxBuffer: 20 * 1024 * 1024,
  });
  return { stdout, stderr, ms: Date.now() - started };
}
