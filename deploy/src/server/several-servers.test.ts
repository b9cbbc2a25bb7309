import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { fakeDist, remoteDist } from '../store/testing/fake-dist';
import { testDatabaseUrl } from '../store/testing/postgres-schema';
import type { TestResponse } from './testing/http-client';
import { manifestFrom, secondsUntil, secondsUntilTrue, startSeveralServers } from './testing/several-servers';

/**
 * Two servers, one store (builds in s3rver, state in PostgreSQL, no folder in
 * common). A release, rollback or canary through one is served by the other within 2 s, and
 * releases racing from both machines all land in the history. Needs TEST_DATABASE_URL.
 */
const describeWithDatabase = testDatabaseUrl ? describe : describe.skip;

describeWithDatabase('several servers on one store', () => {
  let site: Awaited<ReturnType<typeof startSeveralServers>>;
  beforeAll(async () => {
    site = await startSeveralServers(testDatabaseUrl);
  }, 60_000);
  afterAll(async () => site?.stop());

  test('a release, a rollback and a canary through one server are served by the other within 2 s', async () => {
    const { a, b } = site;
    const v1 = (await a.store.storeBuild('public', await remoteDist('two-1'), new Date('2026-01-01T00:00:00Z'))).version;
    await a.store.activate('public', v1, 'release public');
    expect(await secondsUntil(b, (manifest) => manifest.public?.version === v1)).toBeLessThanOrEqual(2);

    const v2 = (await a.store.storeBuild('public', await remoteDist('two-2'), new Date('2026-01-02T00:00:00Z'))).version;
    await a.store.activate('public', v2, 'release public');
    expect(
      await secondsUntil(b, (manifest) => manifest.public?.version === v2 && manifest.public.previous?.version === v1),
    ).toBeLessThanOrEqual(2);
    // B never saw the build on its disk: it fetched it from the bucket, and serves its files.
    const entry = await b.request(`/releases/public/${v2}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* entry two-2 */');

    // Rollback through B, served by A.
    await b.store.activate('public', v1, 'rollback public');
    expect(
      await secondsUntil(a, (manifest) => manifest.public?.version === v1 && manifest.public.previous?.version === v2),
    ).toBeLessThanOrEqual(2);

    // A canary for 99% of browsers through A: B hands it to new browsers, with the stable version as their fallback.
    // (A canary's answers are per browser, so never cached: that tells them from the state before the rollback.)
    const canaryRunning = (response: TestResponse) => String(response.headers['cache-control']).includes('private');
    await a.store.startCanary('public', v2, 99, 'release public --canary 99');
    expect(
      await secondsUntil(
        b,
        (manifest, response) => canaryRunning(response) && manifest.public?.version === v2 && manifest.public.previous?.version === v1,
      ),
    ).toBeLessThanOrEqual(2);
    // Ended through B: A stops splitting browsers, and every new browser gets the stable version again.
    await b.store.endCanary('public', 'rollback public');
    const stableAgain = (manifest: RemotesManifest, response: TestResponse) =>
      !canaryRunning(response) && manifest.public?.version === v1 && manifest.public.previous?.version === v2;
    expect(await secondsUntil(a, stableAgain)).toBeLessThanOrEqual(2);
    expect(await secondsUntil(b, stableAgain)).toBeLessThanOrEqual(2);
    for (const machine of [a, b]) for (let n = 0; n < 5; n += 1) expect((await manifestFrom(machine)).public?.version).toBe(v1);
  });

  test('two releases racing from the two machines both land in the history, and both servers agree on the result', async () => {
    const { a, b } = site;
    const [fromA, fromB] = await Promise.all([
      a.store.storeBuild('admin', await remoteDist('race-a')),
      b.store.storeBuild('admin', await remoteDist('race-b')),
    ]);
    await Promise.all([
      a.store.activate('admin', fromA.version, 'release admin on a'),
      b.store.activate('admin', fromB.version, 'release admin on b'),
    ]);

    const history = (await a.store.readHistory()).filter((entry) => entry.app === 'admin');
    expect(history.map((entry) => entry.command).sort()).toEqual(['release admin on a', 'release admin on b']);
    const [first, second] = history;
    expect(second?.from).toBe(first?.to);
    const winner = second?.to;
    for (const machine of [a, b])
      expect(await secondsUntil(machine, (manifest) => manifest.admin?.version === winner)).toBeLessThanOrEqual(2);
  });

  test('a page still running an older shell gets its files from a server that never had that shell', async () => {
    const { a, b } = site;
    const shell = (mark: string, hash: string) =>
      fakeDist({
        'index.html': `<!doctype html><title>${mark}</title><script src="/main.${hash}.js"></script>`,
        [`main.${hash}.js`]: mark,
      });
    const older = (await a.store.storeBuild('shell', await shell('older', 'cccccccccccc'))).version;
    const newer = (await a.store.storeBuild('shell', await shell('newer', 'dddddddddddd'))).version;
    await a.store.activate('shell', older, 'release shell');
    await a.store.activate('shell', newer, 'release shell');

    const newerPage = async () => (await b.request('/hotels', { accept: 'text/html' })).body.includes('/main.dddddddddddd.js');
    expect(await secondsUntilTrue(newerPage)).toBeLessThanOrEqual(2);
    const old = await b.request('/main.cccccccccccc.js');
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('older');
  });

  test('both servers sign with one key: a browser id issued by one is honoured by the other', async () => {
    const { a, b } = site;
    const first = await a.request('/remotes.json');
    const cookie = [first.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .find((pair) => pair?.startsWith('cs_bid='));
    expect(cookie).toBeDefined();
    const again = await b.request('/remotes.json', { cookie: cookie ?? '' });
    // A valid id is kept: no new one is issued.
    expect([again.headers['set-cookie'] ?? []].flat().some((line) => line.startsWith('cs_bid='))).toBe(false);
  });
});

if (!testDatabaseUrl) test.skip('several servers on one store (set TEST_DATABASE_URL to run it)', () => undefined);
