import { openReleaseStore } from '../store';
import { tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';
import { areaWithServerBuild, shellWithServerBuild } from './render/testing/fake-server-builds';
import { startForTest } from './testing/http-client';

const html = { accept: 'text/html' };

async function site(cacheMs = 0) {
  const store = openReleaseStore(await tempDir('ssr'));
  const version = async (app: 'shell' | 'public' | 'customer', dist: Promise<string>, day: number) =>
    (await store.storeBuild(app, await dist, new Date(Date.UTC(2026, 0, day)))).version;
  const versions = {
    shell: await version('shell', shellWithServerBuild('s1'), 1),
    p1: await version('public', areaWithServerBuild('p1'), 1),
    p2: await version('public', areaWithServerBuild('p2'), 2),
    broken: await version('public', areaWithServerBuild('p3', 'throws-on-load'), 3),
    c1: await version('customer', areaWithServerBuild('c1'), 1),
  };
  for (const [app, v] of [
    ['shell', versions.shell],
    ['public', versions.p1],
    ['customer', versions.c1],
  ] as const) {
    await store.activate(app, v, 'test');
  }
  const server = await buildWebServer({ storeRoot: store.root, serverRender: { enabled: true, deadlineMs: 10_000, cacheMs } });
  return { server, store, versions, get: await startForTest(server) };
}

let s: Awaited<ReturnType<typeof site>>;
beforeAll(async () => {
  s = await site();
});
afterAll(async () => {
  await s.server.close();
});

const root = (body: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(body)?.[1];

test('a public page arrives rendered, its styles under the response’s own nonce, with no note about JavaScript', async () => {
  const response = await s.get('/', html);
  expect(response.statusCode).toBe(200);
  expect(root(response.body)).toBe('<main>page of p1 with react of shell s1</main>');
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(response.body).toContain(`<style nonce="${nonce}">main{}</style>`);
  expect(response.body).not.toContain('<noscript>');
  // What it read from the API, for the browser's cache to start with.
  expect(response.body).toMatch(
    /<script type="application\/json" id="ceylon-page-data">\{"mutations":\[\],"queries":\[\],"renders":\d+\}<\/script>/,
  );
});

test('a release changes what the server renders from the next page on, without a restart; a rollback changes it back', async () => {
  await s.store.activate('public', s.versions.p2, 'test');
  expect(root((await s.get('/', html)).body)).toBe('<main>page of p2 with react of shell s1</main>');
  await s.store.activate('public', s.versions.p1, 'test');
  expect(root((await s.get('/', html)).body)).toBe('<main>page of p1 with react of shell s1</main>');
});

test('a signed-in page is left to the browser: the empty root and the note', async () => {
  const response = await s.get('/account', html);
  expect(root(response.body)).toBe('');
  expect(response.body).toContain('<noscript>');
  expect(response.body).not.toContain('ceylon-page-data');
});

test('an area whose server build is broken gets the browser-drawn page; the other areas’ pages are still rendered', async () => {
  await s.store.activate('public', s.versions.broken, 'test');
  try {
    const broken = await s.get('/', html);
    expect(broken.statusCode).toBe(200);
    expect(root(broken.body)).toBe('');
    expect(root((await s.get('/hotels/1', html)).body)).toBe('<main>page of c1 with react of shell s1</main>');
    // Counted against that version where `npm run releases` reads it (written in the background).
    const recorded = async () =>
      (await s.store.readLoadFailures()).filter((line) => line.type === 'server-render' && line.version === s.versions.broken);
    while ((await recorded()).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await recorded()).toEqual([
      expect.objectContaining({ area: 'public', url: '/', message: expect.stringContaining('broken server build p3') }),
    ]);
  } finally {
    await s.store.activate('public', s.versions.p1, 'test');
  }
});

describe('with rendered pages reused for a while (SSR_CACHE_MS)', () => {
  let cached: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    cached = await site(60_000);
  });
  afterAll(async () => {
    await cached.server.close();
  });

  test('a page is drawn once for many visitors, each with its own nonce; a release and any write through the API draw it again', async () => {
    const renderOf = (body: string) => Number(/"renders":(\d+)/.exec(body)?.[1]);
    const [first, second] = [await cached.get('/', html), await cached.get('/', html)];
    const drawn = renderOf(first.body);
    expect(renderOf(second.body)).toBe(drawn);
    const nonceOf = (response: typeof first) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(second.body).toContain(`<style nonce="${nonceOf(second)}">main{}</style>`);

    await cached.store.activate('public', cached.versions.p2, 'test');
    const released = await cached.get('/', html);
    expect(root(released.body)).toBe('<main>page of p2 with react of shell s1</main>');
    expect(renderOf(released.body)).toBe(drawn + 1);
    expect(renderOf((await cached.get('/', html)).body)).toBe(drawn + 1);

    // This site mounts no API, so the write is answered 404; it is counted all the same.
    await cached.server.inject({ method: 'POST', url: '/api/hotels', payload: {} });
    expect(renderOf((await cached.get('/', html)).body)).toBe(drawn + 2);
  });
});
