// `npm run bench:render`: the server figures. The real web server with the API in-process
// (as `npm run serve` runs it) over a copy of the release store `npm start` filled, on a fresh
// embedded database — or, with BENCH_DATABASE_URL, on PostgreSQL in a throw-away schema — prints:
//   - response time p50/p99 of `/`, `/about` and a hotel's page, server-rendered, at 20 and at
//     100 requests a second (sent evenly from a process of its own: @ceylon/api/steady-load), with rendered pages reused for SSR_CACHE_MS
//     (the default), then with every response drawn afresh (SSR_CACHE_MS=0), and with SSR=off;
//   - the server's RSS at rest and after that load;
//   - milliseconds from activating a new public version to the first page rendered by it, and from
//     a rollback;
//   - heap and RSS over 50 releases of public, each rendered once (retired versions let go).
// Usage: npm run bench:render   (after `npm start` has built and released every app)
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { INLINED_MANIFEST_ID } from '@ceylon/shared/contracts/remotes-manifest';
import { figuresOf, steadyLoad } from '@ceylon/api/steady-load';
import { loadApi } from '../cli/load-api';
import { repoRoot } from '../repo-root';
import { buildWebServer } from '../server/build-web-server';
import { defaultServerRender } from '../server/render/page-renderer';
import { openReleaseStore } from '../store';

const RATES = [20, 100];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RELEASES = Number(process.env.BENCH_RELEASES ?? 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const CACHE_MS = Number(process.env.SSR_CACHE_MS ?? defaultServerRender.cacheMs);

async function site(storeRoot: string, ssr: boolean, cacheMs = CACHE_MS) {
  const api = loadApi();
  const server = await buildWebServer({
    storeRoot,
    api,
    pluginTimeout: 0,
    serverRender: { enabled: ssr, deadlineMs: Number(process.env.SSR_DEADLINE_MS ?? defaultServerRender.deadlineMs), cacheMs },
  });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, base };
}

/** A page asked `rate` times a second, evenly spaced, whatever the answers before are doing (an open loop). */
async function load(base: string, pagePath: string, rate: number) {
  const result = await steadyLoad({ base, paths: [pagePath], rate, seconds: SECONDS, connections: 20 });
  const figures = figuresOf(result);
  const failed = result.errors + result.latencies.length - (result.statuses['200'] ?? 0);
  const ms = (value: number) => String(value).padStart(4);
  return `${pagePath.padEnd(52)} ${String(rate).padStart(4)}/s  p50 ${ms(figures['p50 ms'])} ms  p99 ${ms(figures['p99 ms'])} ms  (${result.latencies.length} requests, ${failed} failed, send lag ${figures['send lag ms']} ms)`;
}

const rendered = (html: string) => /<div id="?root"?><[a-z]/.test(html);
const publicVersionIn = (html: string) =>
  (JSON.parse(new RegExp(`id="${INLINED_MANIFEST_ID}">([^<]*)<`).exec(html)?.[1] ?? '{}') as { public?: { version: string } }).public
    ?.version;

/** Each page once, until the server renders it: the first render on a cold database may pass the deadline and fall back. */
async function renderedOnce(base: string, pages: string[]) {
  for (const page of pages) {
    let tries = 0;
    while (!rendered(await (await fetch(base + page, { headers: { accept: 'text/html' } })).text())) {
      if (++tries === 10) throw new Error(`${page} was not rendered on the server in ${tries} tries`);
    }
  }
}

/** Milliseconds from `change` until `/` is rendered by the server with public `version`. */
async function untilRenderedBy(base: string, version: string, change: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await change();
  for (;;) {
    const html = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
    if (publicVersionIn(html) === version && rendered(html)) return Math.round(performance.now() - started);
  }
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'ceylon-render-bench-'));
  const storeRoot = path.join(work, 'releases');
  await cp(path.join(repoRoot, process.env.RELEASES_DIR ?? 'releases'), storeRoot, { recursive: true });
  process.env.DATA_DIR = path.join(work, 'data');
  if (process.env.BENCH_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    process.env.DATABASE_SCHEMA = `bench_render_${process.pid}`;
    // A throw-away schema of its own, seeded with the demo data as PGlite's first start is.
    process.env.SEED = 'demo';
  }
  const store = openReleaseStore(storeRoot);
  const active = await store.readActive();
  if (!active.shell || !active.public) throw new Error('No active releases: run `npm start` once first.');
  console.log(
    `bench:render on ${cpus().length} cores (load ${loadavg()[0]!.toFixed(1)}), ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${SECONDS} s per run`,
  );

  const pages: string[] = [];
  const { server, base } = await site(storeRoot, true);
  try {
    const [hotel] = (await (await fetch(`${base}/api/hotels?limit=1`)).json()) as { id: string }[];
    pages.push('/', '/about', `/hotels/${hotel!.id}`);
    await renderedOnce(base, pages);
    console.log(`\nRSS at rest (pages rendered once): ${mb(process.memoryUsage().rss)}`);
    console.log(`\nServer-rendered pages, each reused for ${CACHE_MS} ms (SSR_CACHE_MS), response time:`);
    for (const rate of RATES) for (const page of pages) console.log('  ' + (await load(base, page, rate)));
    console.log(`RSS after that load: ${mb(process.memoryUsage().rss)}`);

    // Release and rollback: a new public version (the same build with one extra file, so a new
    // content hash and a new server build to load), then back.
    const original = active.public;
    const dist = path.join(work, 'public-dist');
    await cp(store.versionDir('public', original), dist, { recursive: true });
    const versions: string[] = [];
    const heap: string[] = [];
    for (let round = 1; round <= RELEASES; round += 1) {
      await writeFile(path.join(dist, 'bench-round.txt'), String(round));
      const { version } = await store.storeBuild('public', dist);
      versions.push(version);
      const ms = await untilRenderedBy(base, version, () => store.activate('public', version, 'bench'));
      if (round === 1) console.log(`\nRelease of public to its first server-rendered page: ${ms} ms`);
      if (round % 10 === 0) {
        (globalThis as { gc?: () => void }).gc?.();
        heap.push(`${round}: heap ${mb(process.memoryUsage().heapUsed)}, RSS ${mb(process.memoryUsage().rss)}`);
      }
    }
    const back = await untilRenderedBy(base, original, () => store.activate('public', original, 'bench'));
    console.log(`Rollback of public to its first server-rendered page: ${back} ms`);
    console.log(
      `Memory over ${RELEASES} releases of public, each rendered (after ${'gc' in globalThis ? 'a full GC' : 'no forced GC: run with --expose-gc'}):`,
    );
    for (const line of heap) console.log('  ' + line);
  } finally {
    await server.close();
  }

  const fresh = await site(storeRoot, true, 0);
  try {
    await renderedOnce(fresh.base, pages);
    console.log('\nServer-rendered pages, every response drawn afresh (SSR_CACHE_MS=0), response time:');
    for (const rate of RATES) for (const page of pages) console.log('  ' + (await load(fresh.base, page, rate)));
  } finally {
    await fresh.server.close();
  }

  const plain = await site(storeRoot, false);
  try {
    console.log('\nThe same pages left to the browser (SSR=off), response time:');
    for (const page of ['/', '/about']) console.log('  ' + (await load(plain.base, page, 100)));
  } finally {
    await plain.server.close();
    await rm(work, { recursive: true, force: true });
    if (process.env.BENCH_DATABASE_URL) await dropSchema(process.env.BENCH_DATABASE_URL, process.env.DATABASE_SCHEMA!);
  }
}

/** The bench's throw-away schema on PostgreSQL, gone with it. */
async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
