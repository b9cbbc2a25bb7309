import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { openReleaseStore, type RemoteOrigins } from '../store';
import { fakeDist, tempDir } from '../store/testing/fake-dist';
import { browserIdCookie, loadBrowserIdSecret } from './browser-id';
import { buildWebServer } from './build-web-server';
import { previewCookie } from './preview-links';
import { signPreview } from './preview-token';

/** A remote's build whose `mf-manifest.json` lists, per exposed page, the chunks it needs (as the federation plugin writes it). */
function areaDist(mark: string, exposes: Record<string, string[]>) {
  return fakeDist({
    'remoteEntry.js': `/* entry ${mark} */`,
    'mf-manifest.json': JSON.stringify({
      name: mark,
      exposes: Object.entries(exposes).map(([module, sync]) => ({
        id: `${mark}:${module.slice(2)}`,
        name: module.slice(2),
        path: module,
        assets: { js: { sync, async: ['never-preloaded.0123456789ab.js'] }, css: { sync: [], async: [] } },
      })),
    }),
  });
}

const shellPage =
  '<!doctype html><html><head><title>shell</title><script defer src="/main.0123456789ab.js"></script></head><body></body></html>';

async function site(remoteOrigins?: RemoteOrigins) {
  const store = openReleaseStore(await tempDir('shell-page'));
  const day = (n: number) => new Date(`2026-01-0${n}T00:00:00Z`);
  const store_ = async (area: 'public' | 'customer', dist: Promise<string>, n: number) =>
    (await store.storeBuild(area, await dist, day(n))).version;
  const publicOld = await store_('public', areaDist('p-old', { './Home': ['home.aaaaaaaaaaaa.js'] }), 1);
  const publicNew = await store_(
    'public',
    areaDist('p-new', {
      './Home': ['vendors-day-picker.bbbbbbbbbbbb.js', '__federation_expose_Home.bbbbbbbbbbbb.js'],
      './About': ['__federation_expose_About.bbbbbbbbbbbb.js'],
      // Not a file name: never written into the page.
      './Contact': ['"><script>alert(1)</script>.js', '../up.bbbbbbbbbbbb.js', 'contact.bbbbbbbbbbbb.js'],
    }),
    2,
  );
  const customer = await store_(
    'customer',
    areaDist('c', { './HotelDetails': ['hotel.cccccccccccc.js'], './BrowseHotels': ['browse.cccccccccccc.js'] }),
    1,
  );
  const shell = (await store.storeBuild('shell', await fakeDist({ 'index.html': shellPage }))).version;
  for (const [app, version] of [
    ['public', publicOld],
    ['public', publicNew],
    ['customer', customer],
    ['shell', shell],
  ] as const) {
    await store.activate(app, version, 'test');
  }
  const server = await buildWebServer({ storeRoot: store.root, remoteOrigins, canary: { checkEveryMs: 0 } });
  return { store, server, publicOld, publicNew, customer };
}

type Site = Awaited<ReturnType<typeof site>>;
let s: Site;
afterEach(async () => {
  await s.server.close();
});

async function page(url: string, cookie?: string) {
  const response = await s.server.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  // A URL no page has, or a hotel there is none of (no API here), is the shell's page with a 404.
  expect([200, 404]).toContain(response.statusCode);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const issued = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${browserIdCookie}=`));
  return { response, body: response.body, cookie: cookie ?? issued?.split(';')[0] ?? '' };
}

/** What the page's inlined `<script type="application/json" id="ceylon-remotes">` says, read as the shell reads it. */
function inlinedManifest(body: string): RemotesManifest {
  const match = /<script type="application\/json" id="ceylon-remotes">([^<]*)<\/script>/.exec(body);
  if (!match) throw new Error(`no inlined manifest in ${body}`);
  return JSON.parse(match[1]!) as RemotesManifest;
}

/** What the page lists for the shell to fetch first (`<script type="application/json" id="ceylon-page-scripts">`). */
function pageScripts(body: string): { guard: string; scripts: string[] } | null {
  const match = /<script type="application\/json" id="ceylon-page-scripts">([^<]*)<\/script>/.exec(body);
  return match ? (JSON.parse(match[1]!) as { guard: string; scripts: string[] }) : null;
}

const preloads = (body: string): string[] => pageScripts(body)?.scripts ?? [];

async function remotesJson(cookie?: string) {
  const response = await s.server.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  return response.json<RemotesManifest>();
}

describe('the release manifest inlined in the page', () => {
  test('is what /remotes.json answers the same browser, in <head>, and the page stays revalidated', async () => {
    s = await site();
    const { response, body } = await page('/about');
    expect(inlinedManifest(body)).toEqual(await remotesJson());
    expect(inlinedManifest(body).public?.version).toBe(s.publicNew);
    expect(body.indexOf('id="ceylon-remotes"')).toBeLessThan(body.indexOf('</head>'));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  test('follows each browser’s side of a canary, as its /remotes.json does, and is then no cache’s to keep', async () => {
    s = await site();
    await s.store.activate('public', s.publicOld, 'test');
    await s.store.startCanary('public', s.publicNew, 50, 'test');
    const sides = new Set<string>();
    for (let browser = 0; browser < 24; browser += 1) {
      const first = await page('/');
      const manifest = inlinedManifest(first.body);
      const version = manifest.public?.version ?? 'none';
      sides.add(version);
      expect(first.response.headers['cache-control']).toBe('private, no-store');
      // The side is the browser's: its /remotes.json and its next page agree.
      expect((await remotesJson(first.cookie)).public?.version).toBe(version);
      expect(inlinedManifest((await page('/', first.cookie)).body).public?.version).toBe(version);
      // The preloads are that version's scripts.
      expect(preloads(first.body)[0]).toBe(`/releases/public/${version}/remoteEntry.js`);
      if (version === s.publicNew) expect(manifest.public?.previous?.version).toBe(s.publicOld);
    }
    expect(sides).toEqual(new Set([s.publicOld, s.publicNew]));
  });

  test('names the previewed version for a browser holding a preview, with the badge’s meta', async () => {
    s = await site();
    const secret = await loadBrowserIdSecret(s.store.layout.browserIdSecretFile);
    const token = signPreview(secret, { area: 'public', version: s.publicOld, expires: Math.floor(Date.now() / 1000) + 600 });
    const { response, body } = await page('/', `${previewCookie}=${token}`);
    const manifest = inlinedManifest(body);
    expect(manifest.public?.version).toBe(s.publicOld);
    expect(manifest.preview).toEqual({ area: 'public', version: s.publicOld });
    expect(body).toContain(`<meta name="ceylon-preview" content="public ${s.publicOld}" />`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(preloads(body)).toEqual([
      `/releases/public/${s.publicOld}/remoteEntry.js`,
      `/releases/public/${s.publicOld}/home.aaaaaaaaaaaa.js`,
    ]);

    const someoneElse = inlinedManifest((await page('/')).body);
    expect(someoneElse.public?.version).toBe(s.publicNew);
    expect(someoneElse.preview).toBeUndefined();
  });

  test('cannot end its element or run: every < > & in it is a JSON escape', async () => {
    const hostile = 'https://areas.example.com/</script><script>alert(1)</script><!--';
    s = await site({ public: hostile });
    const { body } = await page('/about');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<!--');
    // The page's own script, the manifest and the list of the page's scripts, which is escaped the same way.
    expect(body.match(/<\/script>/g)?.length).toBe(3);
    expect(inlinedManifest(body).public?.entry).toBe(`${hostile}/releases/public/${s.publicNew}/remoteEntry.js`);
    expect(preloads(body)[0]).toBe(`${hostile}/releases/public/${s.publicNew}/remoteEntry.js`);
  });
});

describe('preloads for the page the URL shows', () => {
  test('/ preloads the public area’s entry and the Home page’s chunks, in the order the area needs them', async () => {
    s = await site();
    const base = `/releases/public/${s.publicNew}`;
    expect(preloads((await page('/')).body)).toEqual([
      `${base}/remoteEntry.js`,
      `${base}/vendors-day-picker.bbbbbbbbbbbb.js`,
      `${base}/__federation_expose_Home.bbbbbbbbbbbb.js`,
    ]);
  });

  test('routes match as the shell’s router matches them: any case, a trailing slash, a parameter', async () => {
    s = await site();
    expect(preloads((await page('/ABOUT/')).body)).toEqual([
      `/releases/public/${s.publicNew}/remoteEntry.js`,
      `/releases/public/${s.publicNew}/__federation_expose_About.bbbbbbbbbbbb.js`,
    ]);
    expect(preloads((await page('/hotels/42?from=2026-02-01')).body)).toEqual([
      `/releases/customer/${s.customer}/remoteEntry.js`,
      `/releases/customer/${s.customer}/hotel.cccccccccccc.js`,
    ]);
  });

  test('from the area’s own origin when it has one', async () => {
    s = await site({ customer: 'https://customer.example.com' });
    expect(preloads((await page('/hotels/42')).body)).toEqual([
      `https://customer.example.com/releases/customer/${s.customer}/remoteEntry.js`,
      `https://customer.example.com/releases/customer/${s.customer}/hotel.cccccccccccc.js`,
    ]);
  });

  test('a page behind a guard names its guard: the shell fetches its area only for a browser the guard lets in', async () => {
    s = await site();
    expect(pageScripts((await page('/')).body)?.guard).toBe('public');
    expect(pageScripts((await page('/login')).body)?.guard).toBe('guest-only');
    expect(pageScripts((await page('/browse-hotels')).body)).toEqual({
      guard: 'signed-in',
      scripts: [`/releases/customer/${s.customer}/remoteEntry.js`, `/releases/customer/${s.customer}/browse.cccccccccccc.js`],
    });
  });

  test('nothing for a URL no page of the table matches', async () => {
    s = await site();
    for (const url of ['/no-such-page', '/hotels', '/hotels/42/extra', '/index.html']) {
      const { body } = await page(url);
      expect({ url, listed: body.includes('ceylon-page-scripts') }).toEqual({ url, listed: false });
      expect(inlinedManifest(body).public?.version).toBe(s.publicNew);
    }
  });

  test('only names that are one chunk file of the version: the rest of a manifest entry is left out', async () => {
    s = await site();
    expect(preloads((await page('/contact')).body)).toEqual([
      `/releases/public/${s.publicNew}/remoteEntry.js`,
      `/releases/public/${s.publicNew}/contact.bbbbbbbbbbbb.js`,
    ]);
  });

  test('only the entry when the version has no readable mf-manifest.json', async () => {
    s = await site();
    const bare = (await s.store.storeBuild('public', await fakeDist({ 'remoteEntry.js': '/* bare */', 'mf-manifest.json': '{not json' })))
      .version;
    await s.store.activate('public', bare, 'test');
    expect(preloads((await page('/')).body)).toEqual([`/releases/public/${bare}/remoteEntry.js`]);
  });
});

test('a page whose manifest cannot be read is still served, without it: the shell then asks /remotes.json', async () => {
  s = await site();
  const { writeFile } = await import('node:fs/promises');
  await writeFile(s.store.layout.canaryFile, '{ not json');
  const response = await s.server.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<script defer src="/main.0123456789ab.js"></script>');
  expect(response.body).not.toContain('ceylon-remotes');
  expect(response.body).not.toContain('ceylon-page-scripts');
  expect(response.headers['cache-control']).toBe('private, no-store');
});
