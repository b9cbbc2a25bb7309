import { execFile } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { appNames, type AppName } from '../apps';
import { openReleaseStore } from './release-store';
import { fakeDist, remoteDist, tempDir } from './testing/fake-dist';

const run = promisify(execFile);

async function newStore() {
  return openReleaseStore(await tempDir('store'));
}

describe('storeBuild', () => {
  test('stores a copy under a readable, sortable version and reuses it for identical content', async () => {
    const store = await newStore();
    const dist = await remoteDist('a1');
    await writeFile(path.join(dist, '.build-hash'), 'inputs-1');

    const first = await store.storeBuild('public', dist, new Date('2026-11-21T06:12:05.123Z'));
    expect(first.reused).toBe(false);
    expect(first.version).toMatch(/^2026-11-21T06-12-05Z-[0-9a-f]{8}$/);
    const stored = await readdir(store.versionDir('public', first.version));
    expect(stored).toContain('remoteEntry.js');
    expect(stored).not.toContain('.build-hash');

    // Same bytes, a later build (and a different build hash): the stored version is reused.
    await writeFile(path.join(dist, '.build-hash'), 'inputs-2');
    const again = await store.storeBuild('public', dist, new Date('2026-11-22T00:00:00Z'));
    expect(again).toEqual({ version: first.version, reused: true });
    expect(await store.listVersions('public')).toHaveLength(1);
  });

  test('different content gives a new version, listed newest first', async () => {
    const store = await newStore();
    const older = await store.storeBuild('admin', await remoteDist('a1'), new Date('2026-01-01T00:00:00Z'));
    const newer = await store.storeBuild('admin', await remoteDist('b2'), new Date('2026-01-02T00:00:00Z'));
    expect(newer.version).not.toBe(older.version);
    expect((await store.listVersions('admin')).map((v) => v.version)).toEqual([newer.version, older.version]);
  });

  test('refuses a dist without its entry file, naming the app', async () => {
    const store = await newStore();
    const dist = await fakeDist({ 'main.js': '' });
    await expect(store.storeBuild('owner', dist)).rejects.toThrow(/owner.*remoteEntry\.js/);
    expect(await store.listVersions('owner')).toEqual([]);
  });
});

describe('activate', () => {
  test('replaces active.json, remembers the previous version and appends history', async () => {
    const store = await newStore();
    const v1 = (await store.storeBuild('public', await remoteDist('a1'), new Date('2026-01-01T00:00:00Z'))).version;
    const v2 = (await store.storeBuild('public', await remoteDist('b2'), new Date('2026-01-02T00:00:00Z'))).version;

    expect(await store.activate('public', v1, 'npm start')).toEqual({ changed: true, from: null, to: v1 });
    expect(await store.activate('public', v2, 'release public')).toEqual({ changed: true, from: v1, to: v2 });
    expect(await store.activate('public', v2, 'npm start')).toEqual({ changed: false, from: v2, to: v2 });

    expect(JSON.parse(await readFile(path.join(store.root, 'active.json'), 'utf8'))).toEqual({ public: v2 });
    expect(await store.readPrevious()).toEqual({ public: v1 });
    const history = await store.readHistory();
    expect(history.map(({ app, from, to, command }) => ({ app, from, to, command }))).toEqual([
      { app: 'public', from: null, to: v1, command: 'npm start' },
      { app: 'public', from: v1, to: v2, command: 'release public' },
    ]);
    expect(Date.parse(history[0]?.at ?? '')).not.toBeNaN();
    // Nothing but the store's own files: the temp files of atomic writes are gone.
    expect((await readdir(store.root)).sort()).toEqual(['active.json', 'history.jsonl', 'previous.json', 'public']);
  });

  test('refuses a version that is not stored', async () => {
    const store = await newStore();
    await expect(store.activate('admin', '2026-01-01T00-00-00Z-deadbeef', 'test')).rejects.toThrow(
      /admin has no stored version 2026-01-01T00-00-00Z-deadbeef/,
    );
    await expect(store.activate('admin', '../../etc', 'test')).rejects.toThrow(/not a release version/);
  });

  test('concurrent activations of different apps in one process lose nothing', async () => {
    const store = await newStore();
    const versions = await storeOneOfEach(store);
    await Promise.all(appNames.map((app) => store.activate(app, versions[app], `parallel ${app}`)));
    expect(await store.readActive()).toEqual(versions);
    expect(await store.readHistory()).toHaveLength(appNames.length);
  });

  test('concurrent activations from separate processes lose nothing', async () => {
    const store = await newStore();
    const versions = await storeOneOfEach(store);
    const tsx = require.resolve('tsx/cli');
    const child = path.join(__dirname, 'testing', 'activate-in-child.ts');
    await Promise.all(appNames.map((app) => run(process.execPath, [tsx, child, store.root, app, versions[app]])));
    expect(await store.readActive()).toEqual(versions);
    const history = await store.readHistory();
    expect(history.map((entry) => entry.app).sort()).toEqual([...appNames].sort());
  }, 60_000);
});

async function storeOneOfEach(store: Awaited<ReturnType<typeof newStore>>) {
  const versions = {} as Record<AppName, string>;
  for (const app of appNames) {
    const dist = app === 'shell' ? await fakeDist({ 'index.html': '<!doctype html>', 'main.aaaaaaaaaaaa.js': '' }) : await remoteDist(app);
    versions[app] = (await store.storeBuild(app, dist)).version;
  }
  return versions;
}
