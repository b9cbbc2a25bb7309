// `npm run bench:browse`: the browser figures at full size. Seeds 100,000 hotels and
// 1,000,000 bookings on PostgreSQL (DATABASE_URL, schema bench_browse; BENCH_KEEP=1 reuses a schema
// seeded by an earlier run and keeps it), starts the site as `npm start` does (building what is
// missing) on that database, and prints in headless Chromium: the API bytes `/` downloads, the API
// bytes of Browse's first load, and Browse's keystroke-to-results times. Goals in brackets.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Response } from 'playwright-core';
import { dropSchema, schemaIsSeeded, seedSchema } from '../../api/src/bench/seed-schema';
import { chromiumLaunchOptions } from '../chromium';
import { summary } from '../support/customer';
import { timeKeystrokes } from '../support/keystrokes';
import { runSiteScript } from '../support/operations';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.BENCH_SCHEMA ?? 'bench_browse';
const KEEP = process.env.BENCH_KEEP === '1';
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 8097);
/** Typed a key at a time on Browse: broad at first (thousands of matches), then narrowing. */
const QUERIES = ['lagoon resort 12', 'kandy', 'tea hills villa 7'];

async function seedIfNeeded(): Promise<void> {
  if (KEEP && (await schemaIsSeeded(DATABASE_URL, SCHEMA))) {
    console.log(`reusing schema ${SCHEMA} (BENCH_KEEP=1)`);
    return;
  }
  const size = {
    hotels: Math.round(100_000 * SCALE),
    bookings: Math.round(1_000_000 * SCALE),
    guests: Math.max(1, Math.round(10_000 * SCALE)),
  };
  const report = await seedSchema(DATABASE_URL, SCHEMA, size);
  console.log(`seeded ${size.hotels} hotels, ${size.bookings} bookings in ${report.seconds} s`);
}

/** The site as `npm start` runs it (building any app whose build is missing), on the seeded schema. */
const startSite = (dataDir: string) =>
  runSiteScript('deploy/src/cli/start.ts', PORT, 20 * 60_000, {
    DATA_DIR: dataDir,
    DATABASE_URL,
    DATABASE_SCHEMA: SCHEMA,
    SEED: 'none',
    AUTH_RATE_LIMIT: '10000',
  });

/** Bytes of every API answer the page receives, as sent (compressed), until `done` settles. */
async function apiBytes(page: Page, done: () => Promise<unknown>): Promise<{ requests: number; bytes: number }> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    sizes.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((size) => size.responseBodySize + size.responseHeadersSize),
    );
  };
  page.on('response', onResponse);
  try {
    await done();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const all = await Promise.all(sizes);
  return { requests: all.length, bytes: all.reduce((total, size) => total + size, 0) };
}

async function registerGuest(url: string): Promise<{ email: string; password: string }> {
  const guest = { firstName: 'Bench', lastName: 'Guest', email: `bench-${Date.now()}@ceylon.test`, password: 'Bench#2025-browse' };
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(guest),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return guest;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(url: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ baseURL: url });
    const home = await apiBytes(page, () => page.goto('/'));

    const guest = await registerGuest(url);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(guest.email);
    await page.getByLabel('Password', { exact: true }).fill(guest.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/HomeUser');

    const count = page.getByRole('status').filter({ hasText: /hotels? found$/ });
    const browse = await apiBytes(page, async () => {
      await page.goto('/browse-hotels');
      await count.waitFor({ timeout: 60_000 });
    });
    const counted = await count.innerText();

    const rows = [];
    const all: number[] = [];
    for (const query of QUERIES) {
      const box = page.getByRole('searchbox', { name: 'Search by name or location' });
      await box.fill('');
      await count.or(page.getByText('No hotels found matching your criteria.')).waitFor();
      await box.click();
      const timings = await timeKeystrokes(page, query);
      all.push(...timings);
      const { median, p95, max } = summary(timings);
      rows.push({
        typed: query,
        keys: timings.length,
        'median ms': median.toFixed(1),
        'p95 ms': p95.toFixed(1),
        'max ms': max.toFixed(1),
        shown: await count.innerText().catch(() => 'none'),
      });
    }
    const whole = summary(all);
    rows.push({
      typed: 'all keys [p95 ≤ 100 ms]',
      keys: all.length,
      'median ms': whole.median.toFixed(1),
      'p95 ms': whole.p95.toFixed(1),
      'max ms': whole.max.toFixed(1),
      shown: '',
    });

    console.log('\nAPI bytes as received (compressed bodies and headers)');
    console.table([
      { page: '/ (anonymous) [≤ 10 KB]', requests: home.requests, bytes: kb(home.bytes) },
      { page: `/browse-hotels first load [≤ 60 KB] — "${counted}"`, requests: browse.requests, bytes: kb(browse.bytes) },
    ]);
    console.log(`\nBrowse: keystroke to results (keydown to the frame showing that text's results)`);
    console.table(rows);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  console.log(`Browse benchmark, Node ${process.version}, ${cpus().length} cores`);
  await seedIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-bench-browse-'));
  const site = await startSite(dataDir);
  try {
    await measure(site.url);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!KEEP) await dropSchema(DATABASE_URL, SCHEMA);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
