import Fastify from 'fastify';
import { openReleaseStore, type ReleaseStore } from '../store';
import { fakeDist, remoteDist, tempDir } from '../store/testing/fake-dist';
import { browserIdCookie, browserIds } from './browser-id';
import { defaultVitalsLimits, vitalsRoute, type VitalsLimits } from './vitals-route';

interface Site {
  store: ReleaseStore;
  app: ReturnType<typeof Fastify>;
  shell: string;
  publicVersion: string;
}

/** A store with a shell and a public release, and a host like the web server's. */
async function site(limits: VitalsLimits = defaultVitalsLimits): Promise<Site> {
  const store = openReleaseStore(await tempDir('vitals'));
  const shell = (await store.storeBuild('shell', await fakeDist({ 'index.html': '<p>shell</p>' }), new Date('2026-01-01T00:00:00Z')))
    .version;
  const publicVersion = (await store.storeBuild('public', await remoteDist('p1'), new Date('2026-01-01T00:00:00Z'))).version;
  await store.activate('shell', shell, 'test');
  await store.activate('public', publicVersion, 'test');
  const app = Fastify();
  await browserIds(app, { secret: 'a-test-secret-that-is-long-enough-0123456789', issueOn: (request) => request.url === '/' });
  app.get('/', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  await app.register(vitalsRoute(store, limits));
  return { store, app, shell, publicVersion };
}

/** A browser that loaded the page: it holds a signed id. */
async function browser(s: Site): Promise<string> {
  const header = [(await s.app.inject({ method: 'GET', url: '/' })).headers['set-cookie'] ?? []].flat();
  const cookie = header.find((line) => line.startsWith(`${browserIdCookie}=`))?.split(';')[0];
  if (!cookie) throw new Error('the page set no browser id');
  return cookie;
}

/** Posts `body` as sendBeacon does (a string, text/plain) unless it is given a content type. */
async function post(s: Site, body: unknown, { cookie, address = '203.0.113.1', type = 'text/plain;charset=UTF-8' } = {} as PostOptions) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/vitals',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: address,
    headers: { 'content-type': type, ...(cookie !== undefined && { cookie }) },
  });
  const message = response.statusCode === 204 ? '' : (JSON.parse(response.body) as { message: string }).message;
  return { status: response.statusCode, message };
}

interface PostOptions {
  cookie?: string;
  address?: string;
  type?: string;
}

const lcp = (version: string, value = 1834.6) => ({ metric: 'LCP', value, area: 'public', version, route: '/about' });

async function ledger(s: Site) {
  return (await s.store.readVitals()).map(({ area, version, route, metric, value }) => `${area} ${version} ${route} ${metric} ${value}`);
}

let s: Site;
afterEach(async () => {
  await s.app.close();
});

test("a page view's three metrics are kept with the area, version and route; the shell's pages get the active shell", async () => {
  s = await site();
  const cookie = await browser(s);
  const samples = [
    lcp(s.publicVersion),
    { metric: 'INP', value: 96.2, area: 'public', version: s.publicVersion, route: '/about' },
    { metric: 'CLS', value: 0.012345, area: 'shell', route: '*' },
  ];
  expect(await post(s, { samples }, { cookie })).toEqual({ status: 204, message: '' });
  // fetch's keepalive fallback sends JSON.
  expect((await post(s, { samples: [lcp(s.publicVersion, 900)] }, { cookie, type: 'application/json' })).status).toBe(204);
  expect(await ledger(s)).toEqual([
    `public ${s.publicVersion} /about LCP 1835`,
    `public ${s.publicVersion} /about INP 96`,
    `shell ${s.shell} * CLS 0.0123`,
    `public ${s.publicVersion} /about LCP 900`,
  ]);
  const [line] = await s.store.readVitals();
  // Nothing about the visitor: no browser id, address or URL.
  expect(Object.keys(line ?? {}).sort()).toEqual(['area', 'at', 'metric', 'route', 'value', 'version']);
});

test('malformed reports are refused with a message that says what to send', async () => {
  s = await site();
  const cookie = await browser(s);
  const ok = lcp(s.publicVersion);
  const refused = [
    'not json',
    {},
    { samples: [] },
    { samples: Array.from({ length: 13 }, () => ok) },
    { samples: [{ ...ok, metric: 'FID' }] },
    { samples: [{ ...ok, value: -1 }] },
    { samples: [{ ...ok, value: 1e12 }] },
    { samples: [{ metric: 'CLS', value: 101, area: 'shell', route: '*' }] },
    { samples: [{ ...ok, value: '1200' }] },
    { samples: [{ ...ok, area: 'payments' }] },
    { samples: [{ ...ok, route: '/hotels/42?guest=ann@example.com' }] },
    { samples: [{ ...ok, url: 'https://example.com/' }] },
    { samples: [ok], user: 'ann' },
  ];
  for (const body of refused) {
    const answer = await post(s, body, { cookie });
    expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
    expect(answer.message).toContain('"samples"');
  }
  // JSON cannot carry Infinity, but a huge literal parses as one.
  expect(
    (await post(s, `{"samples":[{"metric":"LCP","value":1e999,"area":"public","version":"${s.publicVersion}","route":"/"}]}`, { cookie }))
      .status,
  ).toBe(400);
  expect((await post(s, { samples: [ok] }, { cookie, type: 'application/x-www-form-urlencoded' })).status).toBe(415);
  expect((await post(s, { samples: [ok], padding: 'x'.repeat(5000) }, { cookie })).status).toBe(413);
  expect(await ledger(s)).toEqual([]);
});

test('samples naming a version not stored for the area, or a route the site does not have, are dropped; the rest is kept', async () => {
  s = await site();
  const cookie = await browser(s);
  const samples = [
    lcp('2099-01-01T00-00-00Z-deadbeef'), // well-formed, never stored
    lcp('1.0.0'),
    { ...lcp(s.publicVersion), area: 'customer' }, // stored for public only
    { ...lcp(s.publicVersion), version: undefined },
    { ...lcp(s.publicVersion), route: '/no-such-page' },
    lcp(s.publicVersion, 2400),
  ];
  expect((await post(s, { samples }, { cookie })).status).toBe(204);
  expect(await ledger(s)).toEqual([`public ${s.publicVersion} /about LCP 2400`]);
});

test('only browsers holding the signed id are heard', async () => {
  s = await site();
  const cookie = await browser(s);
  const body = { samples: [lcp(s.publicVersion)] };
  for (const forged of [undefined, `${browserIdCookie}=made-up`, `${cookie.slice(0, -2)}xx`]) {
    const answer = await post(s, body, { cookie: forged });
    expect(answer.status).toBe(403);
    expect(answer.message).toBe("Vitals are taken only from browsers that loaded the site's pages.");
  }
  expect(await ledger(s)).toEqual([]);
});

test('each address and each browser has a budget a minute', async () => {
  s = await site({ ...defaultVitalsLimits, perAddressPerMinute: 3, perBrowserPerMinute: 4 });
  const body = { samples: [lcp(s.publicVersion)] };
  const one = await browser(s);
  for (let count = 0; count < 3; count += 1) expect((await post(s, body, { cookie: one })).status).toBe(204);
  const fourth = await post(s, body, { cookie: one });
  expect(fourth).toEqual({ status: 429, message: 'Too many reports from this address; try again in a minute.' });
  // Another address is not held back by the first; the browser's own budget still holds.
  const two = await browser(s);
  expect((await post(s, { samples: [lcp(s.publicVersion), lcp(s.publicVersion)] }, { cookie: one, address: '203.0.113.2' })).status).toBe(
    429,
  );
  expect((await post(s, { samples: [lcp(s.publicVersion), lcp(s.publicVersion)] }, { cookie: two, address: '203.0.113.2' })).status).toBe(
    204,
  );
  expect(await ledger(s)).toHaveLength(5);
});
