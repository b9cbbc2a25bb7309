import type { FastifyPluginAsync } from 'fastify';
import { openReleaseStore } from '../store';
import { fakeDist, hashedChunkName, remoteDist, tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';
import { startForTest } from './testing/http-client';

const immutable = 'public, max-age=31536000, immutable';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// Stands in for @ceylon/api: same contract (plain plugin, prefix given by the host, onClose).
const closed: string[] = [];
const standInApi: FastifyPluginAsync<{ name: string }> = async (api, options) => {
  api.get('/health', async () => ({ ok: true, name: options.name }));
  api.post('/client-errors', async (request, reply) =>
    (request.body as { area?: unknown }).area === 'refused' ? reply.code(400).send({ message: 'no' }) : reply.code(201).send({ id: '1' }),
  );
  api.addHook('onClose', async () => {
    closed.push(options.name);
  });
};

async function siteWithTwoReleases() {
  const store = openReleaseStore(await tempDir('site'));
  const shellV1 = await fakeDist({
    'index.html': '<!doctype html><title>shell one</title><script src="/main.aaaaaaaaaaaa.js"></script>',
    'main.aaaaaaaaaaaa.js': 'console.log("shell one")',
    '512.aaaabbbbcccc.js': 'console.log("old lazy chunk")',
  });
  const shellV2 = await fakeDist({
    'index.html': '<!doctype html><title>shell two</title><script src="/main.bbbbbbbbbbbb.js"></script>',
    'main.bbbbbbbbbbbb.js': `console.log("${'shell two '.repeat(300)}")`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const s1 = (await store.storeBuild('shell', shellV1, new Date('2026-01-01T00:00:00Z'))).version;
  const s2 = (await store.storeBuild('shell', shellV2, new Date('2026-01-02T00:00:00Z'))).version;
  const p1 = (await store.storeBuild('public', await remoteDist('p1'), new Date('2026-01-01T00:00:00Z'))).version;
  const p2 = (await store.storeBuild('public', await remoteDist('p2'), new Date('2026-01-02T00:00:00Z'))).version;
  for (const [app, version] of [
    ['shell', s1],
    ['shell', s2],
    ['public', p1],
    ['public', p2],
  ] as const) {
    await store.activate(app, version, 'test');
  }
  const server = await buildWebServer({ storeRoot: store.root, api: { plugin: standInApi, options: { name: 'stand-in' } } });
  const get = await startForTest(server);
  return { server, get, store, s1, s2, p1, p2 };
}

let site: Awaited<ReturnType<typeof siteWithTwoReleases>>;
beforeAll(async () => {
  site = await siteWithTwoReleases();
});
afterAll(async () => {
  await site.server.close();
});

describe('/remotes.json', () => {
  test('lists the active release of each area, with its fallback, never cached', async () => {
    const response = await site.get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      public: {
        name: 'remote_public',
        version: site.p2,
        entry: `/releases/public/${site.p2}/remoteEntry.js`,
        previous: { version: site.p1, entry: `/releases/public/${site.p1}/remoteEntry.js` },
      },
    });
  });
});

describe('/releases', () => {
  test('entry and manifest files are revalidated; hashed chunks are immutable; CORS is open', async () => {
    const base = `/releases/public/${site.p2}`;
    const entry = await site.get(`${base}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* entry p2 */');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    for (const file of ['mf-manifest.json', 'mf-stats.json']) {
      const response = await site.get(`${base}/${file}`);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }

    const chunk = await site.get(`${base}/${hashedChunkName('p2')}`);
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(immutable);
  });

  test('an older version stays served after a newer one is active', async () => {
    const response = await site.get(`/releases/public/${site.p1}/remoteEntry.js`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('/* entry p1 */');
  });

  test('unknown files, versions, apps, traversal and the release record are 404', async () => {
    const urls = [
      `/releases/public/${site.p2}/nope.123456789abc.js`,
      '/releases/public/2020-01-01T00-00-00Z-00000000/remoteEntry.js',
      `/releases/nowhere/${site.p2}/remoteEntry.js`,
      `/releases/public/${site.p2}/..%2f..%2factive.json`,
      `/releases/public/${site.p2}/.release.json`,
    ];
    for (const url of urls) {
      const response = await site.get(url, html);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  test('an unchanged entry file answers a revalidation with 304', async () => {
    const url = `/releases/public/${site.p2}/remoteEntry.js`;
    const first = await site.get(url);
    const etag = String(first.headers.etag);
    const again = await site.get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('the shell at the site root', () => {
  test('the active shell index.html is served at / and for deep links, never cached', async () => {
    for (const url of ['/', '/admin/dashboard', '/customer/my-bookings?from=2026-01-01']) {
      const response = await site.get(url, html);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<script src="/main.bbbbbbbbbbbb.js"></script>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test("the active shell's hashed files are immutable; other root files revalidate", async () => {
    const main = await site.get('/main.bbbbbbbbbbbb.js');
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(main.headers['cache-control']).toBe(immutable);
    const icon = await site.get('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  test('hashed files of an older shell are still served for pages that loaded it', async () => {
    const response = await site.get('/512.aaaabbbbcccc.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("old lazy chunk")');
    expect(response.headers['cache-control']).toBe(immutable);
  });

  test('unknown static files are 404, even for a browser that accepts HTML', async () => {
    for (const url of ['/main.ffffffffffff.js', '/missing.css', '/humans.txt']) {
      const response = await site.get(url, html);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  test('a page URL requested by a script (no text/html) is 404, not the page', async () => {
    const response = await site.get('/admin/dashboard', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
  });

  test('JavaScript is compressed for clients that accept it', async () => {
    const response = await site.get('/main.bbbbbbbbbbbb.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toContain('shell two');
  });
});

describe('/api', () => {
  test('is answered by the API plugin, mounted under /api', async () => {
    const response = await site.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, name: 'stand-in' });
  });

  test('an unknown API path is a JSON 404, never the page', async () => {
    const response = await site.get('/api/nothing-here', html);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  test('closing the server closes the API (its database)', async () => {
    const server = await buildWebServer({
      storeRoot: site.store.root,
      api: { plugin: standInApi, options: { name: 'closing' } },
    });
    await server.ready();
    await server.close();
    expect(closed).toContain('closing');
  });
});

describe('the load-failure ledger', () => {
  test('every report the API accepts from a browser the site gave an id is appended to the store for `npm run releases`', async () => {
    // The browser gets its signed id with the release manifest (or the page) it loads first.
    const setCookie = [(await site.get('/remotes.json')).headers['set-cookie'] ?? []].flat();
    const cookie = setCookie.find((line) => line.startsWith('cs_bid='))?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    const fromPage = [(await site.get('/hotels', html)).headers['set-cookie'] ?? []].flat();
    expect(fromPage.some((line) => line.startsWith('cs_bid=') && /HttpOnly/i.test(line) && /SameSite=Lax/i.test(line))).toBe(true);
    expect((await site.get(`/releases/public/${site.p2}/remoteEntry.js`)).headers['set-cookie']).toBeUndefined();
    const post = (body: object) => site.server.inject({ method: 'POST', url: '/api/client-errors', payload: body, headers: { cookie } });
    expect(
      (await post({ area: 'public', version: site.p2, url: '/releases/public/x.js', type: 'missing', message: 'gone' })).statusCode,
    ).toBe(201);
    expect(
      (await post({ area: 'public', version: site.p2, url: '/releases/public/x.js', type: 'fallback', message: `Fell back to ${site.p1}` }))
        .statusCode,
    ).toBe(201);
    expect((await post({ area: 'refused', type: 'error', message: 'not stored by the API' })).statusCode).toBe(400);

    // Written in onResponse, which runs once the answer has gone out.
    let ledger = await site.store.readLoadFailures();
    for (let wait = 0; ledger.length < 2 && wait < 100; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ledger = await site.store.readLoadFailures();
    }
    // Each append runs in its own response hook, so two reports may land in either order.
    const lines = ledger.map(({ area, version, type }) => `${area} ${version} ${type}`).sort();
    expect(lines).toEqual([`public ${site.p2} fallback`, `public ${site.p2} missing`]);
    expect(Date.parse(ledger[0]?.at ?? '')).not.toBeNaN();
  });
});

describe('before any release', () => {
  test('pages answer 503 with a hint and /remotes.json is empty', async () => {
    const server = await buildWebServer({ storeRoot: await tempDir('empty') });
    const get = await startForTest(server);
    const page = await get('/', html);
    expect(page.statusCode).toBe(503);
    expect(page.json()).toEqual({ message: expect.stringMatching(/npm start/) });
    expect((await get('/remotes.json')).json()).toEqual({});
    await server.close();
  });
});
