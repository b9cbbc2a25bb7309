import type { FastifyPluginAsync } from 'fastify';
import { isClientErrorReport } from '@ceylon/shared/contracts';
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { openReleaseStore, type ReleaseStore } from '../store';
import { remoteDist, tempDir } from '../store/testing/fake-dist';
import { browserIdCookie } from './browser-id';
import { buildWebServer } from './build-web-server';

// Stands in for @ceylon/api: accepts what the shared report schema accepts.
const standInApi: FastifyPluginAsync = async (api) => {
  api.post('/client-errors', async (request, reply) =>
    isClientErrorReport(request.body) ? reply.code(201).send({ id: '1' }) : reply.code(400).send({ message: 'no' }),
  );
};

async function site(abort = { margin: 0.05, minBrowsers: 20 }) {
  const store = openReleaseStore(await tempDir('canary'));
  const stable = (await store.storeBuild('public', await remoteDist('stable'), new Date('2026-01-01T00:00:00Z'))).version;
  const canary = (await store.storeBuild('public', await remoteDist('canary'), new Date('2026-01-02T00:00:00Z'))).version;
  await store.activate('public', stable, 'test');
  const server = await buildWebServer({
    storeRoot: store.root,
    api: { plugin: standInApi, options: {} },
    ledgerLimits: { repeatWindowMs: 3_600_000, perAddressPerMinute: 100_000 },
    canary: { abort, checkEveryMs: 0 },
  });
  return { store, server, stable, canary };
}

type Site = Awaited<ReturnType<typeof site>>;

/** Asks for /remotes.json as a browser holding `cookie` (or a new browser); returns what it got and its id cookie. */
async function manifestFor(s: Site, cookie?: string) {
  const response = await s.server.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  const issued = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${browserIdCookie}=`));
  return {
    response,
    manifest: response.json<RemotesManifest>(),
    cookie: cookie ?? issued?.split(';')[0] ?? '',
  };
}

async function reportFailure(s: Site, cookie: string, version: string) {
  const response = await s.server.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { cookie },
    payload: { area: 'public', version, type: 'error', url: '/releases/public/x.js', message: 'failed' },
  });
  expect(response.statusCode).toBe(201);
}

async function historyOf(store: ReleaseStore) {
  return (await store.readHistory()).filter((entry) => entry.canary !== undefined);
}

/** Waits until the ledger holds `lines` lines (the server writes them after answering the report). */
async function ledgerHolds(store: ReleaseStore, lines: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await store.readLoadFailures()).length < lines) {
    if (Date.now() > deadline) throw new Error(`the ledger never reached ${lines} lines`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits for the server's own check (it runs after the response) to have ended the canary, or gives up after `ms`. */
async function canaryEnded(store: ReleaseStore, ms = 20_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await store.readCanaries()).public === undefined) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

let s: Site;
afterEach(async () => {
  await s.server.close();
});

describe('a canary split', () => {
  test('gives about its share of 1,000 browsers the canary, with the stable version as their fallback', async () => {
    s = await site();
    await s.store.startCanary('public', s.canary, 10, 'test');
    let onCanary = 0;
    for (let index = 0; index < 1000; index += 1) {
      const { manifest, response } = await manifestFor(s);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toMatch(/cookie/i);
      if (manifest.public?.version === s.canary) {
        onCanary += 1;
        expect(manifest.public.previous?.version).toBe(s.stable);
      } else expect(manifest.public?.version).toBe(s.stable);
    }
    console.log(`canary split: ${onCanary} of 1000 browsers on the 10% canary`);
    expect(onCanary).toBeGreaterThanOrEqual(70);
    expect(onCanary).toBeLessThanOrEqual(130);
  });

  test('keeps each browser on its side across reloads, and a new canary re-splits', async () => {
    s = await site();
    await s.store.startCanary('public', s.canary, 50, 'test');
    const browsers = await Promise.all(Array.from({ length: 40 }, () => manifestFor(s)));
    for (const first of browsers) {
      for (let reload = 0; reload < 3; reload += 1)
        expect((await manifestFor(s, first.cookie)).manifest.public?.version).toBe(first.manifest.public?.version);
    }
    expect(new Set(browsers.map((b) => b.manifest.public?.version)).size).toBe(2);
  });

  test('without a canary or preview the answer is the same for all and only revalidated', async () => {
    s = await site();
    const { response } = await manifestFor(s);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('promote, rollback and abort', () => {
  test('promote makes the canary active for all; history records start and promote', async () => {
    s = await site();
    await s.store.startCanary('public', s.canary, 10, 'release public --canary 10');
    await s.store.promoteCanary('public', 'promote public');
    expect(await s.store.readActive()).toEqual({ public: s.canary });
    expect((await s.store.readPrevious()).public).toBe(s.stable);
    expect((await manifestFor(s)).manifest.public?.version).toBe(s.canary);
    expect((await historyOf(s.store)).map((entry) => [entry.canary, entry.from, entry.to])).toEqual([
      ['start', s.stable, s.canary],
      ['promote', s.stable, s.canary],
    ]);
  });

  test('ending a canary (rollback) leaves the stable version for all', async () => {
    s = await site();
    await s.store.startCanary('public', s.canary, 99, 'test');
    expect(await s.store.endCanary('public', 'rollback public')).toMatchObject({ version: s.canary, stable: s.stable });
    expect(await s.store.readActive()).toEqual({ public: s.stable });
    for (let index = 0; index < 20; index += 1) expect((await manifestFor(s)).manifest.public?.version).toBe(s.stable);
    expect((await historyOf(s.store)).map((entry) => entry.canary)).toEqual(['start', 'end']);
    expect(await s.store.endCanary('public', 'rollback public')).toBeNull();
  });

  test('a plain release or rollback of the area replaces its canary too', async () => {
    s = await site();
    await s.store.startCanary('public', s.canary, 50, 'test');
    await s.store.activate('public', s.canary, 'rollback public --to canary');
    expect(await s.store.readCanaries()).toEqual({});
    expect((await s.store.readHistory()).slice(-2).map((entry) => entry.canary ?? 'activate')).toEqual(['activate', 'end']);
  });

  test('a canary needs an active version to run beside, and a share from 1 to 99', async () => {
    s = await site();
    await expect(s.store.startCanary('customer', s.canary, 10, 'test')).rejects.toThrow(/no stored version/);
    await expect(s.store.startCanary('public', s.canary, 100, 'test')).rejects.toThrow(/from 1 to 99/);
    await expect(s.store.promoteCanary('public', 'promote public')).rejects.toThrow(/no canary to promote/);
  });

  test('the server aborts a canary whose browsers fail clearly more often, and says why', async () => {
    s = await site({ margin: 0.05, minBrowsers: 20 });
    await s.store.startCanary('public', s.canary, 50, 'test');
    const browsers = await Promise.all(Array.from({ length: 80 }, () => manifestFor(s)));
    const onCanary = browsers.filter((b) => b.manifest.public?.version === s.canary);
    expect(onCanary.length).toBeGreaterThanOrEqual(20);
    // 1 in 4 canary browsers fail: 25% against 0% on the stable version.
    for (const b of onCanary.filter((_, index) => index % 4 === 0)) await reportFailure(s, b.cookie, s.canary);
    expect(await canaryEnded(s.store)).toBe(true);
    const abort = (await historyOf(s.store)).at(-1);
    expect(abort?.canary).toBe('abort');
    // Checked after each report: it ends once the canary's rate passes the stable one's by 5 points
    // (3 of 40), or a report or two later when checks lag behind the reports.
    const match = new RegExp(
      `^aborted automatically: (\\d+) of ${onCanary.length} browsers failed to load ${s.canary} against 0 of ${80 - onCanary.length} on ${s.stable}$`,
    ).exec(abort?.reason ?? '');
    expect(match).not.toBeNull();
    expect(Number(match?.[1]) / onCanary.length).toBeGreaterThan(0.05);
    expect(await s.store.readActive()).toEqual({ public: s.stable });
  });

  /** The abort's "<failed> of <browsers>" figures for the canary. */
  async function abortFigures(store: ReleaseStore) {
    expect(await canaryEnded(store)).toBe(true);
    const entries = (await historyOf(store)).filter((entry) => entry.canary === 'abort');
    expect(entries).toHaveLength(1);
    const [, failed = '', served = ''] = /^aborted automatically: (\d+) of (\d+) browsers/.exec(entries[0]?.reason ?? '') ?? [];
    return { failed: Number(failed), served: Number(served) };
  }

  test('no abort below the minimum of browsers served the canary, however many of them fail', async () => {
    s = await site({ margin: 0.05, minBrowsers: 20 });
    await s.store.startCanary('public', s.canary, 50, 'test');
    const few = await Promise.all(Array.from({ length: 20 }, () => manifestFor(s)));
    const fewOnCanary = few.filter((b) => b.manifest.public?.version === s.canary);
    expect(fewOnCanary.length).toBeLessThan(20);
    for (const b of fewOnCanary) await reportFailure(s, b.cookie, s.canary); // 100%, of too few to judge
    await ledgerHolds(s.store, fewOnCanary.length);
    const more = await Promise.all(Array.from({ length: 60 }, () => manifestFor(s)));
    const next = more.find((b) => b.manifest.public?.version === s.canary);
    await reportFailure(s, next?.cookie ?? '', s.canary);
    // Aborted only on the report made once 20 or more browsers had been served the canary.
    const { failed, served } = await abortFigures(s.store);
    expect(served).toBeGreaterThanOrEqual(20);
    expect(failed).toBeGreaterThanOrEqual(fewOnCanary.length);
  });

  test('no abort while the canary fails within the margin of the stable version', async () => {
    s = await site({ margin: 0.2, minBrowsers: 20 });
    await s.store.startCanary('public', s.canary, 50, 'test');
    const browsers = await Promise.all(Array.from({ length: 80 }, () => manifestFor(s)));
    const onCanary = browsers.filter((b) => b.manifest.public?.version === s.canary);
    expect(onCanary.length).toBeGreaterThanOrEqual(20);
    // One canary browser after another fails (none on the stable version) until the server acts.
    for (const b of onCanary) {
      if ((await s.store.readCanaries()).public === undefined) break;
      await reportFailure(s, b.cookie, s.canary);
    }
    const { failed, served } = await abortFigures(s.store);
    expect(served).toBe(onCanary.length);
    expect(failed / served).toBeGreaterThan(0.2);
  });
});
