import { readdir } from 'node:fs/promises';
import { openReleaseStore, type ReleaseStore, type StoreOptions } from './release-store';
import { remoteDist, tempDir } from './testing/fake-dist';
import { dropStateSchema, newStateSchema, testDatabaseUrl } from './testing/postgres-schema';
import { startTestS3Server, type TestS3Server } from './testing/s3-server';

/**
 * One contract, every backend: builds in the folder or in S3 (a real s3rver), state in files or in
 * PostgreSQL (TEST_DATABASE_URL; skipped without it). Each test opens two stores as two machines
 * would: one folder between them unless builds are in S3 and the state in PostgreSQL, when
 * nothing local is shared at all.
 */
const backends = [
  { builds: 'folder', state: 'files' },
  { builds: 's3', state: 'files' },
  ...(testDatabaseUrl ? [{ builds: 'folder', state: 'postgres' } as const, { builds: 's3', state: 'postgres' } as const] : []),
] as const;

if (!testDatabaseUrl) test.skip('PostgreSQL state (set TEST_DATABASE_URL to run it)', () => undefined);

describe.each(backends)('builds in $builds, state in $state', ({ builds, state }) => {
  let s3: TestS3Server | undefined;
  const opened: ReleaseStore[] = [];
  const schemas: NonNullable<StoreOptions['postgres']>[] = [];

  beforeAll(async () => {
    if (builds === 's3') s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()));
    await Promise.all(schemas.map(dropStateSchema));
    await s3?.stop();
  });

  /** Two stores on one shared store, as two servers (or a server and a CLI) see it. */
  async function twoMachines(): Promise<[ReleaseStore, ReleaseStore]> {
    const postgres = state === 'postgres' ? newStateSchema() : undefined;
    if (postgres) schemas.push(postgres);
    const options: StoreOptions = {
      ...(s3 && { s3: { ...s3.builds, prefix: `${(await tempDir('prefix')).split('-').pop()}/` } }),
      postgres,
    };
    const sharedRoot = await tempDir('backend');
    const nothingShared = builds === 's3' && state === 'postgres';
    const a = openReleaseStore(sharedRoot, options);
    const b = openReleaseStore(nothingShared ? await tempDir('backend-b') : sharedRoot, options);
    opened.push(a, b);
    return [a, b];
  }

  test('a build stored through one is listed, readable and served from a local folder through the other; identical content is reused', async () => {
    const [a, b] = await twoMachines();
    const dist = await remoteDist('contract-1');
    const stored = await a.storeBuild('public', dist, new Date('2026-11-21T06:12:05Z'));
    expect(stored.reused).toBe(false);

    expect((await b.listVersions('public')).map((info) => info.version)).toEqual([stored.version]);
    const info = await b.readReleaseInfo('public', stored.version);
    expect(info).toMatchObject({ app: 'public', version: stored.version, fileCount: 4 });
    expect((await readdir(b.versionDir('public', stored.version))).sort()).toEqual(
      ['.release.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', expect.stringMatching(/^main\./)].sort(),
    );
    expect(await b.storeBuild('public', dist, new Date('2026-11-22T00:00:00Z'))).toEqual({ version: stored.version, reused: true });
    expect(await b.readReleaseInfo('public', '2026-01-01T00-00-00Z-00000000')).toBeNull();
    await expect(b.readReleaseInfo('public', '../../etc')).rejects.toThrow(/not a release version/);
  });

  test('activations, rollbacks and canaries through one are what the other reads', async () => {
    const [a, b] = await twoMachines();
    const v1 = (await a.storeBuild('owner', await remoteDist('owner-1'), new Date('2026-01-01T00:00:00Z'))).version;
    const v2 = (await a.storeBuild('owner', await remoteDist('owner-2'), new Date('2026-01-02T00:00:00Z'))).version;
    const v3 = (await a.storeBuild('owner', await remoteDist('owner-3'), new Date('2026-01-03T00:00:00Z'))).version;

    await a.activate('owner', v1, 'release owner');
    expect(await a.activate('owner', v2, 'release owner')).toEqual({ changed: true, from: v1, to: v2 });
    await eventually(async () => expect(await b.readActive()).toEqual({ owner: v2 }));
    expect(await b.readPrevious()).toEqual({ owner: v1 });

    expect(await b.startCanary('owner', v3, 10, 'release owner --canary 10')).toEqual({ changed: true, stable: v2, canary: v3 });
    await eventually(async () => expect((await a.readCanaries()).owner).toMatchObject({ version: v3, percent: 10 }));
    expect(await a.promoteCanary('owner', 'promote owner')).toEqual({ changed: true, stable: v2, canary: v3 });
    await eventually(async () => expect(await b.readActive()).toEqual({ owner: v3 }));
    expect(await b.readCanaries()).toEqual({});

    // A rollback is an activation of the previous version.
    const previous = (await b.readPrevious()).owner ?? '';
    expect(await b.activate('owner', previous, 'rollback owner')).toEqual({ changed: true, from: v3, to: v2 });
    await eventually(async () => expect(await a.readActive()).toEqual({ owner: v2 }));

    const history = await a.readHistory();
    expect(history.map((entry) => [entry.from, entry.to, entry.command, entry.canary ?? null])).toEqual([
      [null, v1, 'release owner', null],
      [v1, v2, 'release owner', null],
      [v2, v3, 'release owner --canary 10', 'start'],
      [v2, v3, 'promote owner', 'promote'],
      [v3, v2, 'rollback owner', null],
    ]);
    expect(history[2]).toMatchObject({ percent: 10, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
  });

  test('changes racing from both land one after the other: every one is in the history, none lost', async () => {
    const [a, b] = await twoMachines();
    const versions: string[] = [];
    for (const [index, mark] of ['r1', 'r2', 'r3', 'r4'].entries())
      versions.push((await a.storeBuild('admin', await remoteDist(mark), new Date(Date.UTC(2026, 0, index + 1)))).version);
    await a.activate('public', (await a.storeBuild('public', await remoteDist('p'))).version, 'release public');

    const at = (index: number) => versions[index] ?? '';
    await Promise.all([
      a.activate('admin', at(0), 'from a'),
      b.activate('admin', at(1), 'from b'),
      a.activate('admin', at(2), 'from a again'),
      b.activate('admin', at(3), 'from b again'),
    ]);
    const admin = (await a.readHistory()).filter((entry) => entry.app === 'admin');
    expect(admin.map((entry) => entry.command).sort()).toEqual(['from a', 'from a again', 'from b', 'from b again']);
    // One after the other: each change starts from the version the one before it left.
    for (const [index, entry] of admin.entries()) expect(entry.from).toBe(index === 0 ? null : admin[index - 1]?.to);
    await eventually(async () => expect((await b.readActive()).admin).toBe(admin.at(-1)?.to));
    // The other app's activation is untouched by the race.
    expect((await b.readActive()).public).toBeDefined();
  });

  test('the load-failure and vitals ledgers and the signing key are the same for both', async () => {
    const [a, b] = await twoMachines();
    const failure = {
      area: 'public',
      version: '2026-01-01T00-00-00Z-aaaaaaaa',
      type: 'missing',
      url: '/releases/public/x.js',
      message: 'failed',
      at: '2026-01-01T00:00:01.000Z',
      browser: 'abcdefghijklmnop',
    };
    await a.appendLoadFailure(failure);
    await b.appendLoadFailure({ ...failure, message: 'again', browser: undefined });
    expect(await b.readLoadFailures()).toEqual([failure, { ...failure, message: 'again', browser: undefined }].map(withoutUndefined));

    const sample = {
      area: 'public',
      version: failure.version,
      route: '/hotels/:id',
      metric: 'LCP',
      value: 1234.5,
      at: failure.at,
    } as const;
    await a.appendVitals([sample, { ...sample, metric: 'CLS', value: 0.02 }]);
    await b.appendVitals([{ ...sample, value: 900 }]);
    expect((await b.readVitals()).map((record) => [record.metric, record.value, record.route, record.at])).toEqual([
      ['LCP', 1234.5, '/hotels/:id', failure.at],
      ['CLS', 0.02, '/hotels/:id', failure.at],
      ['LCP', 900, '/hotels/:id', failure.at],
    ]);

    const [secretA, secretB] = await Promise.all([a.browserIdSecret(), b.browserIdSecret()]);
    expect(secretA).toMatch(/^[0-9a-f]{64}$/);
    expect(secretB).toBe(secretA);
  });
});

const describeWithDatabase = testDatabaseUrl ? describe : describe.skip;

describeWithDatabase('PostgreSQL ledgers', () => {
  const options = { ...newStateSchema(), maxLoadFailures: 10, maxVitals: 10 };
  const store = openReleaseStore('/nonexistent-unused-root', { postgres: options });
  const other = openReleaseStore('/nonexistent-unused-root', { postgres: options });
  afterAll(async () => {
    await Promise.all([store.close(), other.close()]);
    await dropStateSchema(options);
  });

  test("the canary monitor's served browsers are counted across servers, up to the cap, and forgotten with the canary", async () => {
    const [a, b] = [store.servedBrowsers(3), other.servedBrowsers(3)];
    a.note('public', 'v2', 'browser-1');
    a.note('public', 'v2', 'browser-2');
    b.note('public', 'v2', 'browser-2');
    b.note('public', 'v1', 'browser-3');
    await b.count('public', 'v2', new Set());
    // browser-4 failed without being noted (another server, not checked yet): it counts as served.
    expect(await a.count('public', 'v2', new Set(['browser-1', 'browser-4']))).toBe(3);
    // Counting stops at the cap of 3, whichever server notes more.
    for (const n of [5, 6, 7, 8]) a.note('public', 'v2', `browser-${n}`);
    expect(await a.count('public', 'v2', new Set())).toBe(3);
    b.note('public', 'v2', 'browser-9');
    expect(await b.count('public', 'v2', new Set())).toBe(3);
    expect(await b.count('public', 'v1', new Set())).toBe(1);
    await a.keepOnly(new Set(['public/v1']));
    expect(await b.count('public', 'v2', new Set())).toBe(0);
    expect(await b.count('public', 'v1', new Set())).toBe(1);
  });

  test('keep their newest rows up to their caps, whatever arrives at once', async () => {
    const failure = (n: number) => ({
      area: 'public',
      version: 'v',
      type: 'missing',
      url: '',
      message: `failure ${n}`,
      at: new Date(n).toISOString(),
    });
    await Promise.all(Array.from({ length: 40 }, (_, n) => store.appendLoadFailure(failure(n))));
    await store.appendLoadFailure(failure(40));
    const kept = (await store.readLoadFailures()).map((line) => line.message);
    expect(kept.length).toBeLessThanOrEqual(10);
    expect(kept.at(-1)).toBe('failure 40');

    const sample = (n: number) =>
      ({ area: 'public', version: 'v', route: '/', metric: 'INP', value: n, at: new Date(n).toISOString() }) as const;
    for (let batch = 0; batch < 5; batch += 1) await store.appendVitals(Array.from({ length: 7 }, (_, n) => sample(batch * 7 + n)));
    const values = (await store.readVitals()).map((record) => record.value);
    expect(values.length).toBeLessThanOrEqual(10 + 6);
    expect(values.at(-1)).toBe(34);
  });
});

function withoutUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Reads through a server's short cache of the state (≤ 0.5 s with PostgreSQL) settle within seconds. */
async function eventually(check: () => Promise<void>, deadlineMs = 10_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
