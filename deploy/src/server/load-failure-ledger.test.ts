import { isClientErrorReport } from '@ceylon/shared/contracts';
import Fastify from 'fastify';
import { openReleaseStore, type ReleaseStore } from '../store';
import { remoteDist, tempDir } from '../store/testing/fake-dist';
import { browserIdCookie, browserIds } from './browser-id';
import { loadFailureLedger, type LedgerLimits } from './load-failure-ledger';

const limits: LedgerLimits = { repeatWindowMs: 3_600_000, perAddressPerMinute: 100 };

interface Site {
  store: ReleaseStore;
  app: ReturnType<typeof Fastify>;
  ledger: ReturnType<typeof loadFailureLedger>;
  older: string;
  previous: string;
  active: string;
}

/** A store with three public versions (one older than previous) and a host like the web server's. */
async function site(ledgerLimits = limits): Promise<Site> {
  const store = openReleaseStore(await tempDir('ledger'));
  const versions: string[] = [];
  for (const day of [1, 2, 3]) {
    versions.push((await store.storeBuild('public', await remoteDist(`p${day}`), new Date(`2026-01-0${day}T00:00:00Z`))).version);
  }
  const [older = '', previous = '', active = ''] = versions;
  await store.activate('public', previous, 'test');
  await store.activate('public', active, 'test');

  const app = Fastify();
  await browserIds(app, { secret: 'a-test-secret-that-is-long-enough-0123456789', issueOn: (request) => request.url === '/' });
  const ledger = loadFailureLedger(app, store, ledgerLimits);
  app.get('/', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  // Stands in for the API: accepts what the shared report schema accepts.
  app.post('/api/client-errors', async (request, reply) =>
    isClientErrorReport(request.body) ? reply.code(201).send({ id: '1' }) : reply.code(400).send({ message: 'no' }),
  );
  return { store, app, ledger, older, previous, active };
}

/** A browser that loaded the page: it holds a signed id. */
async function browser(app: Site['app']): Promise<string> {
  const header = [(await app.inject({ method: 'GET', url: '/' })).headers['set-cookie'] ?? []].flat();
  const cookie = header.find((line) => line.startsWith(`${browserIdCookie}=`))?.split(';')[0];
  if (!cookie) throw new Error('the page set no browser id');
  return cookie;
}

async function report(s: Site, body: object, cookie?: string, address = '203.0.113.1') {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: body,
    remoteAddress: address,
    ...(cookie !== undefined && { headers: { cookie } }),
  });
  return response.statusCode;
}

async function ledgerLines(s: Site) {
  await s.ledger.settled();
  return (await s.store.readLoadFailures()).map(({ area, version, type }) => `${area} ${version} ${type}`).sort();
}

const failure = (version: string, type = 'missing') => ({ area: 'public', version, type, url: '/releases/public/x.js', message: 'gone' });

let s: Site;
afterEach(async () => {
  await s.app.close();
});

test('only versions the store holds for that area are counted: active, previous or older', async () => {
  s = await site();
  const cookie = await browser(s.app);
  for (const version of [s.active, s.previous, s.older]) expect(await report(s, failure(version), cookie)).toBe(201);
  // Accepted by the API (it keeps them), ignored by the ledger:
  expect(await report(s, failure('2099-01-01T00-00-00Z-deadbeef'), cookie)).toBe(201); // well-formed, never stored
  expect(await report(s, failure('1.0.0'), cookie)).toBe(201);
  expect(await report(s, { ...failure(s.active), area: 'customer' }, cookie)).toBe(201); // stored for public only
  expect(await report(s, { ...failure(s.active), area: 'shell' }, cookie)).toBe(201);
  expect(await report(s, { area: 'public', type: 'error', message: 'no version' }, cookie)).toBe(201);
  expect(await report(s, { ...failure(s.active), extra: 1 }, cookie)).toBe(400);

  expect(await ledgerLines(s)).toEqual([`public ${s.older} missing`, `public ${s.previous} missing`, `public ${s.active} missing`]);
  expect((await s.store.readLoadFailures()).every((line) => /^[A-Za-z0-9_-]{16}$/.test(line.browser ?? ''))).toBe(true);
});

test('a report without a browser id the site signed is not counted', async () => {
  s = await site();
  expect(await report(s, failure(s.active))).toBe(201);
  expect(await report(s, failure(s.active), `${browserIdCookie}=AAAAAAAAAAAAAAAAAAAAAA`)).toBe(201);
  expect(await report(s, failure(s.active), `${browserIdCookie}=AAAAAAAAAAAAAAAAAAAAAA.bm90IGEgc2lnbmF0dXJl`)).toBe(201);
  expect(await ledgerLines(s)).toEqual([]);
});

test('five forged fallbacks from one browser count once; each browser counts once per kind of failure', async () => {
  s = await site();
  const [one, two] = [await browser(s.app), await browser(s.app)];
  for (let i = 0; i < 5; i += 1) expect(await report(s, failure(s.active, 'fallback'), one)).toBe(201);
  expect(await report(s, failure(s.active, 'missing'), one)).toBe(201);
  expect(await report(s, failure(s.active, 'fallback'), two)).toBe(201);

  expect(await ledgerLines(s)).toEqual([`public ${s.active} fallback`, `public ${s.active} fallback`, `public ${s.active} missing`]);
  expect(new Set((await s.store.readLoadFailures()).map((line) => line.browser)).size).toBe(2);
});

test('one address adds at most its quota of lines a minute, however many browser ids it holds', async () => {
  s = await site({ ...limits, perAddressPerMinute: 3 });
  for (let i = 0; i < 6; i += 1) expect(await report(s, failure(s.active), await browser(s.app), '203.0.113.7')).toBe(201);
  expect(await ledgerLines(s)).toHaveLength(3);
  // Another address still has its own budget, and a browser held back before is counted now.
  expect(await report(s, failure(s.active), await browser(s.app), '198.51.100.2')).toBe(201);
  expect(await ledgerLines(s)).toHaveLength(4);
});

test('the ledger stays bounded while reports keep coming', async () => {
  s = await site({ ...limits, perAddressPerMinute: 1000, maxBytes: 4096 });
  for (let i = 0; i < 60; i += 1)
    expect(await report(s, { ...failure(s.active), message: `failure ${i}` }, await browser(s.app))).toBe(201);
  const kept = (await ledgerLines(s)).length;
  expect(kept).toBeGreaterThan(5);
  expect(kept).toBeLessThan(60);
  const messages = (await s.store.readLoadFailures()).map((line) => line.message);
  expect(messages.at(-1)).toBe('failure 59'); // the newest survive
});
