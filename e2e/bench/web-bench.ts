// `npm run bench:web`: the federated site against the same source built as one
// ordinary app (e2e/bench/one-app: the shell's config from the one factory, without federation,
// every page of the route table imported directly). Both are served by deploy's own web server
// and API: the federated site as `npm start` runs it (building whatever is missing or stale), the
// one-app build from a release store of its own. Prints, for each and as ratios: JS bytes as
// served (gzip and brotli) on `/` and over a journey through all four areas, requests and
// sequential request levels on `/`, and Lighthouse mobile FCP, LCP, TBT and CLS (median of
// BENCH_RUNS, default 3; BENCH_SKIP_LIGHTHOUSE=1 skips them), beside the LCP of the same pages
// under the same mobile profile applied by Chrome itself rather than simulated. Both are served
// over HTTPS with HTTP/2, as a site is served online (a throwaway certificate the browsers are
// told to accept); BENCH_PROTOCOL=http1 serves both over plain HTTP/1.1 instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import webpack, { type Configuration } from 'webpack';
import { writeSelfSignedCertificate } from '../../deploy/src/server/testing/self-signed';
import { openReleaseStore } from '../../deploy/src/store';
import { chromiumLaunchOptions, lighthouseChromeFlags } from '../chromium';
import { repoRoot, runSiteScript, sendGet } from '../support/operations';
import { throttleLikeAPhone } from '../support/slow-phone';
import { writeAreaPages } from './one-app/area-pages';
import { measureTexts } from './text-figures';
import { oneAppConfig } from './one-app/webpack-config';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const HTTP1 = process.env.BENCH_PROTOCOL === 'http1';
/** The throwaway certificate both sites are given (undefined over plain HTTP). */
let ca: string | undefined;
/** Contexts of the browsers that load the sites: the certificate is the bench's own. */
const contextOptions = { ignoreHTTPSErrors: true };
const FEDERATED_PORT = Number(process.env.BENCH_PORT ?? 8098);
const ONE_APP_PORT = FEDERATED_PORT + 1;
const oneAppRoot = path.join(repoRoot, 'e2e/bench/.one-app-dist');
/** The pages whose paint is measured; a hotel's page is each site's first hotel (their databases are their own). */
const HOTEL_PAGE = '/hotels/{first}';
const LIGHTHOUSE_PAGES = ['/', '/about', HOTEL_PAGE];
const siteEnv = { AUTH_RATE_LIMIT: '10000', FORM_RATE_LIMIT: '10000' };

const accounts = {
  guest: ['guest@ceylon.test', 'Guest#2025', '/HomeUser'],
  owner: ['owner@ceylon.test', 'Owner#2025', '/owner/dashboard'],
  admin: ['admin@ceylon.test', 'Admin#2025', '/admin/dashboard'],
} as const;
type Role = keyof typeof accounts;

/** Builds the one-app site and makes it the active shell of its own store; returns the store. */
async function buildOneApp(): Promise<string> {
  const generated = path.join(oneAppRoot, 'generated');
  const dist = path.join(oneAppRoot, 'dist');
  const storeRoot = path.join(oneAppRoot, 'releases');
  await mkdir(generated, { recursive: true });
  const areaPages = path.join(generated, 'area-pages.ts');
  await writeAreaPages(areaPages);
  const started = Date.now();
  await runWebpack(oneAppConfig(dist, areaPages));
  const store = openReleaseStore(storeRoot);
  const { version } = await store.storeBuild('shell', dist);
  await store.activate('shell', version, 'npm run bench:web');
  console.log(`one-app build: ${((Date.now() - started) / 1000).toFixed(0)} s, shell ${version}`);
  return storeRoot;
}

function runWebpack(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

// ---- JS bytes -------------------------------------------------------------------------------

/** The body's size as the server sends it for `encoding` (uncompressed when it chooses not to). */
function servedSize(url: string, encoding: 'br' | 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    sendGet(url, { headers: { 'accept-encoding': encoding }, ca }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

interface JsWeight {
  files: number;
  gzip: number;
  brotli: number;
}

async function jsWeight(urls: Iterable<string>): Promise<JsWeight> {
  const list = [...new Set(urls)];
  const sizes = await Promise.all(list.map(async (url) => [await servedSize(url, 'gzip'), await servedSize(url, 'br')]));
  return {
    files: list.length,
    gzip: sizes.reduce((sum, [gzip = 0]) => sum + gzip, 0),
    brotli: sizes.reduce((sum, [, brotli = 0]) => sum + brotli, 0),
  };
}

function recordScripts(page: Page, origin: string): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.add(request.url());
  });
  return scripts;
}

async function open(page: Page, site: string, urlPath: string) {
  await page.goto(`${site}${urlPath}`);
  await page.locator('main h1').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, site: string, role: Role) {
  const [email, password, landing] = accounts[role];
  await page.evaluate(() => window.localStorage.clear());
  await open(page, site, '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${landing}`, { timeout: 120_000 });
  await page.locator('main h1').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
}

/** `/`, then the journey: /about, /login, customer, owner and admin pages (each a full load). */
/** `homeScripts`: the URLs of the scripts fetched on `/`. */
async function measureJs(url: string): Promise<{ home: JsWeight; journey: JsWeight; homeScripts: string[] }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage(contextOptions);
    const scripts = recordScripts(page, url);
    await open(page, url, '/');
    const homeScripts = [...scripts];
    const home = await jsWeight(homeScripts);
    await open(page, url, '/about');
    await signIn(page, url, 'guest');
    await open(page, url, '/browse-hotels');
    await open(page, url, '/customer/my-bookings');
    await signIn(page, url, 'owner');
    await open(page, url, '/owner/my-hotels');
    await signIn(page, url, 'admin');
    await open(page, url, '/admin/dashboard');
    return { home, journey: await jsWeight(scripts), homeScripts };
  } finally {
    await browser.close();
  }
}

// ---- requests and sequential levels on `/` ---------------------------------------------------

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** Every script on the request's initiator stack (async parts included), and the document that named it. */
function initiatorUrls(initiator: Initiator): Set<string> {
  const urls = new Set<string>();
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url !== '') urls.add(frame.url);
  }
  if (initiator.url) urls.add(initiator.url);
  return urls;
}

interface RequestLevels {
  requests: number;
  scripts: number;
  levels: number;
  chain: string[];
  /** What the site's responses came over, as Chrome reports it (h2, http/1.1). */
  protocols: string[];
}

interface SentRequest {
  url: string;
  type?: string;
  sentAt: number;
  finishedAt: number;
  initiators: Set<string>;
  level: number;
  after?: SentRequest;
}

/**
 * What a request waited for: a script on its initiator stack (the code that asked for it had to
 * arrive first), or a fetch made by one of those scripts that had answered before it was sent
 * (`/remotes.json` before an area's entry, an API answer before the next call).
 */
function waitedFor(request: SentRequest, earlier: SentRequest[]): SentRequest | undefined {
  const candidates = earlier.filter(
    (other) =>
      // The document may still be streaming when its parser asks for a script; a fetch's answer must be in.
      request.initiators.has(other.url) ||
      (other.finishedAt <= request.sentAt &&
        (other.type === 'Fetch' || other.type === 'XHR') &&
        [...other.initiators].some((url) => request.initiators.has(url))),
  );
  return candidates.reduce<SentRequest | undefined>(
    (deepest, other) => (!deepest || other.level > deepest.level ? other : deepest),
    undefined,
  );
}

/** Every request a cold load of `/` makes, and the longest chain of requests each waiting on the one before. */
async function measureRequests(url: string): Promise<RequestLevels> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage(contextOptions);
    const cdp = await page.context().newCDPSession(page);
    const byId = new Map<string, SentRequest>();
    const protocols = new Set<string>();
    cdp.on('Network.responseReceived', (event: { response: { url: string; protocol?: string } }) => {
      if (event.response.url.startsWith(url) && event.response.protocol) protocols.add(event.response.protocol);
    });
    cdp.on(
      'Network.requestWillBeSent',
      (event: { requestId: string; request: { url: string }; initiator: Initiator; type?: string; timestamp: number }) => {
        if (event.request.url.startsWith('data:') || byId.has(event.requestId)) return;
        const initiators = initiatorUrls(event.initiator);
        byId.set(event.requestId, {
          url: event.request.url,
          type: event.type,
          sentAt: event.timestamp,
          finishedAt: Number.POSITIVE_INFINITY,
          initiators,
          level: 1,
        });
      },
    );
    cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => {
      const request = byId.get(event.requestId);
      if (request) request.finishedAt = event.timestamp;
    });
    await cdp.send('Network.enable');
    await open(page, url, '/');
    const requests = [...byId.values()].sort((a, b) => a.sentAt - b.sentAt);
    requests.forEach((request, index) => {
      request.after = waitedFor(request, requests.slice(0, index));
      request.level = request.after ? request.after.level + 1 : 1;
    });
    let last = requests.reduce<SentRequest | undefined>(
      (deepest, request) => (!deepest || request.level > deepest.level ? request : deepest),
      undefined,
    );
    const chain: string[] = [];
    for (; last; last = last.after) chain.unshift(new URL(last.url).pathname);
    return {
      requests: requests.length,
      scripts: requests.filter((request) => request.type === 'Script').length,
      levels: chain.length,
      chain,
      protocols: [...protocols],
    };
  } finally {
    await browser.close();
  }
}

// ---- Lighthouse -----------------------------------------------------------------------------

const lighthouseMetrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
type Metric = keyof typeof lighthouseMetrics;
type Vitals = Record<Metric, number>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Lighthouse's default (mobile, simulated throttling) on the system Chromium, median of RUNS per
 * page and site, each from a cold cache. The sites take turns, run by run, so both see the same
 * machine: Lighthouse estimates from an unthrottled load, and a busy moment (a 30 ms task becomes
 * 120 ms) would otherwise land on one site's runs only.
 */
async function measureLighthouse(sites: string[]): Promise<Record<string, Vitals>[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: lighthouseChromeFlags,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    const results: Record<string, Vitals>[] = sites.map(() => ({}));

    /** One good Lighthouse run; a run Lighthouse itself reports as broken (NO_NAVSTART on a busy machine) is run again, twice at most. */
    async function run(url: string, urlPath: string): Promise<Vitals> {
      const address = url + (await sitePath(url, urlPath));
      for (let attempt = 1; ; attempt += 1) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          address,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${url}${urlPath}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          if (attempt === 3) throw new Error(`Lighthouse on ${url}${urlPath}: ${lhr.runtimeError.code} three times`);
          console.log(`  Lighthouse on ${url}${urlPath}: ${lhr.runtimeError.code}, running it again`);
          continue;
        }
        const metric = (name: Metric) => lhr.audits[lighthouseMetrics[name]]?.numericValue ?? Number.NaN;
        return { FCP: metric('FCP'), LCP: metric('LCP'), TBT: metric('TBT'), CLS: metric('CLS') };
      }
    }

    for (const urlPath of LIGHTHOUSE_PAGES) {
      const runs: Vitals[][] = sites.map(() => []);
      for (let round = 0; round < RUNS; round += 1) {
        for (const [index, url] of sites.entries()) runs[index]!.push(await run(url, urlPath));
      }
      runs.forEach((siteRuns, index) => {
        results[index]![urlPath] = {
          FCP: median(siteRuns.map((one) => one.FCP)),
          LCP: median(siteRuns.map((one) => one.LCP)),
          TBT: median(siteRuns.map((one) => one.TBT)),
          CLS: median(siteRuns.map((one) => one.CLS)),
        };
      });
    }
    return results;
  } finally {
    await browser.close();
    chrome.kill();
  }
}

/** A measured page's path on one site: the hotel page's is that site's first hotel. */
async function sitePath(url: string, urlPath: string): Promise<string> {
  if (urlPath !== HOTEL_PAGE) return urlPath;
  const body = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    sendGet(`${url}/api/hotels?limit=1`, { ca, headers: { accept: 'application/json' } }, (response) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    }).on('error', reject);
  });
  const [hotel] = JSON.parse(body) as { id: string }[];
  if (!hotel) throw new Error(`${url} has no hotel to measure`);
  return `/hotels/${hotel.id}`;
}

// ---- LCP under Chrome's own throttling -------------------------------------------------------

/**
 * Lighthouse's mobile profile applied by Chrome to a real load instead of estimated from an
 * unthrottled one. Lighthouse's default estimate (Lantern) models each script's download and the
 * first run of each file from an unthrottled trace; this is what a phone on that network sees,
 * read by a PerformanceObserver. The sites take turns, run by run, as with Lighthouse.
 */
async function measureAppliedLcp(sites: string[]): Promise<Record<string, number>[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);

  async function largestPaint(url: string, urlPath: string): Promise<number> {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      ...contextOptions,
    });
    try {
      const page = await context.newPage();
      const address = url + (await sitePath(url, urlPath));
      const cdp = await throttleLikeAPhone(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.addInitScript(() => {
        const seen = window as unknown as { largestPaint: number; reportedAt: number };
        seen.largestPaint = 0;
        seen.reportedAt = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.largestPaint = entry.startTime;
          seen.reportedAt = performance.now();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(address, { timeout: 120_000 });
      await page.locator('main h1').first().waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      // The browser reports a paint once its frame is shown, later still on a slowed CPU: the
      // figure is read once none has come for two seconds.
      await page.waitForFunction(() => performance.now() - (window as unknown as { reportedAt: number }).reportedAt > 2000, undefined, {
        timeout: 120_000,
        polling: 250,
      });
      return await page.evaluate(() => (window as unknown as { largestPaint: number }).largestPaint);
    } finally {
      await context.close();
    }
  }

  try {
    const results: Record<string, number>[] = sites.map(() => ({}));
    for (const urlPath of LIGHTHOUSE_PAGES) {
      const values: number[][] = sites.map(() => []);
      for (let round = 0; round < RUNS; round += 1) {
        for (const [index, url] of sites.entries()) values[index]!.push(await largestPaint(url, urlPath));
      }
      values.forEach((siteValues, index) => (results[index]![urlPath] = median(siteValues)));
    }
    return results;
  } finally {
    await browser.close();
  }
}

// ---- report ---------------------------------------------------------------------------------

interface SiteFigures {
  js: Awaited<ReturnType<typeof measureJs>>;
  requests: RequestLevels;
  lighthouse?: Record<string, Vitals>;
  appliedLcp?: Record<string, number>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (federated: number, oneApp: number) => (oneApp === 0 ? '—' : (federated / oneApp).toFixed(2));

function row(figure: string, federated: number, oneApp: number, show: (value: number) => string) {
  return { figure, federated: show(federated), 'one app': show(oneApp), ratio: ratio(federated, oneApp) };
}

function report(federated: SiteFigures, oneApp: SiteFigures) {
  const rows = [];
  for (const [label, key] of [
    ['JS on /', 'home'],
    ['JS over the journey', 'journey'],
  ] as const) {
    const [f, o] = [federated.js[key], oneApp.js[key]];
    rows.push(row(`${label}, files`, f.files, o.files, String));
    rows.push(row(`${label}, gzip`, f.gzip, o.gzip, kb));
    rows.push(row(`${label}, brotli`, f.brotli, o.brotli, kb));
  }
  rows.push(row('requests on /', federated.requests.requests, oneApp.requests.requests, String));
  rows.push(row('JS requests on /', federated.requests.scripts, oneApp.requests.scripts, String));
  rows.push(row('sequential request levels on /', federated.requests.levels, oneApp.requests.levels, String));
  if (federated.lighthouse && oneApp.lighthouse) {
    for (const urlPath of LIGHTHOUSE_PAGES) {
      for (const metric of Object.keys(lighthouseMetrics) as Metric[]) {
        const show = metric === 'CLS' ? (value: number) => value.toFixed(3) : (value: number) => `${(value / 1000).toFixed(2)} s`;
        const [f, o] = [federated.lighthouse[urlPath]![metric], oneApp.lighthouse[urlPath]![metric]];
        rows.push(
          row(
            `Lighthouse mobile ${metric} ${urlPath} (median of ${RUNS})`,
            f,
            o,
            metric === 'TBT' ? (value) => `${value.toFixed(0)} ms` : show,
          ),
        );
      }
    }
  }
  if (federated.appliedLcp && oneApp.appliedLcp) {
    for (const urlPath of LIGHTHOUSE_PAGES) {
      rows.push(
        row(
          `LCP ${urlPath}, mobile profile applied by Chrome (median of ${RUNS})`,
          federated.appliedLcp[urlPath]!,
          oneApp.appliedLcp[urlPath]!,
          (value) => `${(value / 1000).toFixed(2)} s`,
        ),
      );
    }
  }
  console.log('\nFederated site against the same source as one app (ratio = federated / one app)');
  console.table(rows);
  console.log(`\nServed over: federated ${federated.requests.protocols.join(', ')}; one app ${oneApp.requests.protocols.join(', ')}`);
  console.log(`Longest request chain on / (federated): ${federated.requests.chain.join(' → ')}`);
  console.log(`Longest request chain on / (one app):   ${oneApp.requests.chain.join(' → ')}`);
}

async function measureSites(sites: { label: string; url: string }[]): Promise<SiteFigures[]> {
  const figures: SiteFigures[] = [];
  for (const { label, url } of sites) {
    console.log(`measuring ${label} at ${url}`);
    figures.push({ js: await measureJs(url), requests: await measureRequests(url) });
  }
  if (SKIP_LIGHTHOUSE) return figures;
  const urls = sites.map((site) => site.url);
  console.log(`Lighthouse, ${sites.map((site) => site.label).join(' and ')} in turn`);
  (await measureLighthouse(urls)).forEach((results, index) => (figures[index]!.lighthouse = results));
  console.log(`LCP under Chrome's own throttling, ${sites.map((site) => site.label).join(' and ')} in turn`);
  (await measureAppliedLcp(urls)).forEach((results, index) => (figures[index]!.appliedLcp = results));
  return figures;
}

async function main(): Promise<void> {
  console.log(`Web benchmark, Node ${process.version}, ${cpus().length} cores, ${HTTP1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2'}`);
  const oneAppStore = await buildOneApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-bench-web-'));
  let tlsEnv: Record<string, string> = {};
  if (!HTTP1) {
    const certificate = await writeSelfSignedCertificate(dataDir);
    ca = certificate.cert;
    tlsEnv = certificate.env;
  }
  // The federated site as `npm start` runs it: any app whose build is missing or stale is built and released first.
  const federated = await runSiteScript(
    'deploy/src/cli/start.ts',
    FEDERATED_PORT,
    30 * 60_000,
    { ...siteEnv, ...tlsEnv, DATA_DIR: path.join(dataDir, 'federated') },
    ca,
  );
  try {
    const oneApp = await runSiteScript(
      'deploy/src/cli/serve.ts',
      ONE_APP_PORT,
      5 * 60_000,
      { ...siteEnv, ...tlsEnv, RELEASES_DIR: oneAppStore, DATA_DIR: path.join(dataDir, 'one-app') },
      ca,
    );
    let homeScripts: string[];
    try {
      const [federatedFigures, oneAppFigures] = await measureSites([
        { label: 'federated', url: federated.url },
        { label: 'one app', url: oneApp.url },
      ]);
      report(federatedFigures!, oneAppFigures!);
      homeScripts = federatedFigures!.js.homeScripts;
    } finally {
      await oneApp.stop();
    }
    // The federated site's files are the builds `npm start` released, which the text figures read.
    await measureTexts(homeScripts);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await federated.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
