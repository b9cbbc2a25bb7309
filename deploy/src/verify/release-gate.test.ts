import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { modulesNeededBy } from '@ceylon/shell/route-table';
import { openReleaseStore, type ReleaseStore } from '../store';
import { currentSingletons, federatedDist, tempDir, type FakeFederation } from '../store/testing/fake-dist';
import { activateVerified, ReleaseRefused } from '.';

const publicExposes = modulesNeededBy('public');
const adminExposes = modulesNeededBy('admin');

let day = 1;
/** Stores a fake build (each on its own day, so versions sort in the order they were stored). */
async function stored(store: ReleaseStore, app: 'shell' | 'public' | 'admin', federation: FakeFederation, mark: string) {
  const dist = await federatedDist(federation, mark);
  return (await store.storeBuild(app, dist, new Date(Date.UTC(2026, 0, day++)))).version;
}

/** A store with a fitting shell, public and admin active. */
async function liveSite() {
  const store = openReleaseStore(await tempDir('gate'));
  const shell = await stored(store, 'shell', { name: 'shell' }, 'shell-1');
  const publicV1 = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes }, 'public-1');
  const admin = await stored(store, 'admin', { name: 'remote_admin', exposes: adminExposes }, 'admin-1');
  for (const [app, version] of [
    ['shell', shell],
    ['public', publicV1],
    ['admin', admin],
  ] as const) {
    await activateVerified(store, app, version, 'test');
  }
  return { store, shell, publicV1, admin };
}

/** Expects a refusal naming `pattern`, and no change at all to active.json, previous.json or history. */
async function expectRefused(store: ReleaseStore, change: Promise<unknown>, pattern: RegExp) {
  const files = ['active.json', 'previous.json', 'history.jsonl'].map((name) => path.join(store.root, name));
  const before = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')));
  const error = await change.then(
    () => null,
    (refusal: unknown) => refusal,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  expect((error as ReleaseRefused).message).toMatch(pattern);
  expect(await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')))).toEqual(before);
}

describe('the release gate lets a fitting change through', () => {
  test('an area that exposes what the route table needs, with the same singletons, is activated', async () => {
    const { store, publicV1 } = await liveSite();
    const v2 = await stored(store, 'public', { name: 'remote_public', exposes: [...publicExposes, './Extra'] }, 'public-2');
    await expect(activateVerified(store, 'public', v2, 'release public')).resolves.toEqual({ changed: true, from: publicV1, to: v2 });
    // A later patch or minor of a singleton still fits a caret range.
    const v3 = await stored(
      store,
      'public',
      { name: 'remote_public', exposes: publicExposes, shared: { ...currentSingletons, react: '19.4.0' }, required: { react: '^19.3.1' } },
      'public-3',
    );
    await expect(activateVerified(store, 'public', v3, 'release public')).resolves.toMatchObject({ changed: true });
  });
});

describe('the release gate refuses, naming what does not fit, and changes nothing', () => {
  test('an area that no longer exposes a page the route table needs', async () => {
    const { store } = await liveSite();
    const v2 = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes.filter((m) => m !== './Login') }, 'public-2');
    await expectRefused(
      store,
      activateVerified(store, 'public', v2, 'release public'),
      /does not expose \.\/Login, which the shell's route table needs/,
    );
  });

  test('a stored version without its manifest, with a broken one, or without its entry', async () => {
    const { store } = await liveSite();
    const noManifest = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes }, 'public-2');
    await rm(path.join(store.versionDir('public', noManifest), 'mf-manifest.json'));
    await expectRefused(store, activateVerified(store, 'public', noManifest, 'release public'), /mf-manifest\.json cannot be read/);

    const broken = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes }, 'public-3');
    await writeFile(path.join(store.versionDir('public', broken), 'mf-manifest.json'), '{"name": ');
    await expectRefused(store, activateVerified(store, 'public', broken, 'release public'), /mf-manifest\.json is not valid JSON/);

    const noEntry = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes }, 'public-4');
    await rm(path.join(store.versionDir('public', noEntry), 'remoteEntry.js'));
    await expectRefused(store, activateVerified(store, 'public', noEntry, 'release public'), /the entry remoteEntry\.js is missing/);
  });

  test('an area whose Sinhala or Tamil lacks a text its English has is refused, naming them; one with all goes live', async () => {
    const { store } = await liveSite();
    const english = ['public.hero.title', 'public.hero.lead', 'public.a', 'public.b', 'public.c', 'public.d', 'public.e'];
    const build = (texts: Record<string, string[]>, mark: string) =>
      stored(store, 'public', { name: 'remote_public', exposes: publicExposes, texts }, mark);

    const noTitle = await build({ en: english, si: english.slice(1), ta: english }, 'public-texts-1');
    await expectRefused(
      store,
      activateVerified(store, 'public', noTitle, 'release public'),
      /has no සිංහල \(si\) text for public\.hero\.title$/m,
    );

    const fewTamil = await build({ en: english, si: english, ta: ['public.a'] }, 'public-texts-2');
    await expectRefused(
      store,
      activateVerified(store, 'public', fewTamil, 'release public'),
      /has no தமிழ் \(ta\) text for public\.hero\.title, public\.hero\.lead, public\.b, public\.c, public\.d \(and 1 more\)/,
    );

    const complete = await build({ en: english, si: english, ta: english }, 'public-texts-3');
    await expect(activateVerified(store, 'public', complete, 'release public')).resolves.toMatchObject({ changed: true });
  });

  test("a build of another area's container", async () => {
    const { store } = await liveSite();
    const wrong = await stored(store, 'public', { name: 'remote_admin', exposes: publicExposes }, 'public-2');
    await expectRefused(store, activateVerified(store, 'public', wrong, 'release public'), /container "remote_admin", not "remote_public"/);
  });

  test("an area whose singleton does not fit the active shell's range", async () => {
    const { store, shell } = await liveSite();
    const older = await stored(
      store,
      'public',
      { name: 'remote_public', exposes: publicExposes, shared: { ...currentSingletons, react: '18.3.1' } },
      'public-2',
    );
    await expectRefused(
      store,
      activateVerified(store, 'public', older, 'release public'),
      new RegExp(`react: public ${older} provides 18\\.3\\.1, the active shell ${shell} requires \\^19\\.3\\.1`),
    );
  });

  test('an area that requires a singleton version the active shell does not provide', async () => {
    const { store } = await liveSite();
    const ahead = await stored(
      store,
      'public',
      { name: 'remote_public', exposes: publicExposes, required: { '@ceylon/shared': '^0.2.0' } },
      'public-2',
    );
    await expectRefused(
      store,
      activateVerified(store, 'public', ahead, 'release public'),
      /@ceylon\/shared: the active shell .* provides 0\.1\.0, public .* requires \^0\.2\.0/,
    );
  });

  test('a shell release that an active area does not fit, naming the area', async () => {
    const { store, admin } = await liveSite();
    const shell2 = await stored(
      store,
      'shell',
      { name: 'shell', shared: { ...currentSingletons, 'styled-components': '7.0.0' } },
      'shell-2',
    );
    await expectRefused(
      store,
      activateVerified(store, 'shell', shell2, 'release shell'),
      new RegExp(`styled-components: the active admin ${admin} provides 6\\.6\\.0, shell ${shell2} requires \\^7\\.0\\.0`),
    );
  });

  test('a rollback to a version that no longer fits', async () => {
    const { store, publicV1 } = await liveSite();
    const v2 = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes }, 'public-2');
    await activateVerified(store, 'public', v2, 'release public');
    // The shell moves on to a React the old public build cannot run with.
    const shell2 = await stored(
      store,
      'shell',
      { name: 'shell', shared: { ...currentSingletons, react: '19.5.0' }, required: { react: '^19.5.0' } },
      'shell-2',
    );
    // The areas move first, bringing React 19.5 while still accepting 19.3; then the shell.
    const newer = { shared: { ...currentSingletons, react: '19.5.0' }, required: { react: '^19.3.1' } };
    const publicFits = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes, ...newer }, 'public-3');
    const adminFits = await stored(store, 'admin', { name: 'remote_admin', exposes: adminExposes, ...newer }, 'admin-2');
    await activateVerified(store, 'public', publicFits, 'release public');
    await activateVerified(store, 'admin', adminFits, 'release admin');
    await activateVerified(store, 'shell', shell2, 'release shell');
    await expectRefused(
      store,
      activateVerified(store, 'public', publicV1, 'rollback public --to'),
      /react: public .* provides 19\.3\.1, the active shell .* requires \^19\.5\.0/,
    );
  });
});

test('a shell and an area released at once are each checked against the other: one of the pair is refused', async () => {
  const store = openReleaseStore(await tempDir('gate-race'));
  const loose = { ...currentSingletons };
  const wide = Object.fromEntries(Object.keys(loose).map((name) => [name, '*']));
  const shell1 = await stored(store, 'shell', { name: 'shell', required: wide }, 'shell-1');
  const public1 = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes, required: wide }, 'public-1');
  await activateVerified(store, 'shell', shell1, 'test');
  await activateVerified(store, 'public', public1, 'test');
  // Each fits the site as it is, but not the other: the new shell pins React 19.3, the new area brings 19.5.
  const shell2 = await stored(store, 'shell', { name: 'shell', required: { ...wide, react: '~19.3.0' } }, 'shell-2');
  const public2 = await stored(
    store,
    'public',
    { name: 'remote_public', exposes: publicExposes, required: wide, shared: { ...loose, react: '19.5.0' } },
    'public-2',
  );

  const results = await Promise.allSettled([
    activateVerified(store, 'shell', shell2, 'release shell'),
    activateVerified(store, 'public', public2, 'release public'),
  ]);
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const refused = results.find((result) => result.status === 'rejected');
  expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(ReleaseRefused);
  expect(await store.readHistory()).toHaveLength(3);
});

describe("the router's surface: what the shell shares of react-router is what the areas may use", () => {
  const router = ['Link', 'Navigate', 'RouterProvider', 'useNavigate'];
  const shellSurface = { provides: { 'react-router-dom': router }, uses: { 'react-router-dom': ['RouterProvider'] } };
  const uses = (...names: string[]) => ({ provides: { 'react-router-dom': router }, uses: { 'react-router-dom': names } });

  async function siteWithSurface() {
    const store = openReleaseStore(await tempDir('gate-surface'));
    const shell = await stored(store, 'shell', { name: 'shell', surfaces: shellSurface }, `shell-${day}`);
    await activateVerified(store, 'shell', shell, 'test');
    return { store, shell };
  }

  test('an area that imports only what the shell shares goes live', async () => {
    const { store } = await siteWithSurface();
    const fits = await stored(
      store,
      'public',
      { name: 'remote_public', exposes: publicExposes, surfaces: uses('Link', 'useNavigate') },
      'public-s1',
    );
    await expect(activateVerified(store, 'public', fits, 'release public')).resolves.toMatchObject({ changed: true });
  });

  test('an area that imports an export the shell does not share is refused, naming it', async () => {
    const { store, shell } = await siteWithSurface();
    const needsMore = await stored(
      store,
      'public',
      { name: 'remote_public', exposes: publicExposes, surfaces: uses('Link', 'useMatch', 'useBlocker') },
      'public-s2',
    );
    await expectRefused(
      store,
      activateVerified(store, 'public', needsMore, 'release public'),
      new RegExp(`react-router-dom: public ${needsMore} uses useMatch, useBlocker, which the active shell ${shell} does not share`),
    );
  });

  test('an area built before builds listed what they use of the router is refused beside a shell that shares a part of it', async () => {
    const { store } = await siteWithSurface();
    const old = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes }, 'public-s3');
    await expectRefused(
      store,
      activateVerified(store, 'public', old, 'release public'),
      /public .* was built before builds listed what they use of it; rebuild it/,
    );
  });

  test('an area built before a module became a surface is refused beside a shell that shares a part of it', async () => {
    // Built when only the router was a surface: it says nothing of what it uses of styled-components.
    const store = openReleaseStore(await tempDir('gate-surface'));
    const styled = ['ThemeProvider', 'css', 'default'];
    const shell = await stored(
      store,
      'shell',
      { name: 'shell', surfaces: { provides: { 'react-router-dom': router, 'styled-components': styled }, uses: {} } },
      'shell-s3',
    );
    await activateVerified(store, 'shell', shell, 'test');
    const old = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes, surfaces: uses('Link') }, 'public-s6');
    await expectRefused(
      store,
      activateVerified(store, 'public', old, 'release public'),
      /styled-components: the active shell .* shares a part of it, and public .* was built before builds listed what they use of it/,
    );
    const listed = await stored(
      store,
      'public',
      {
        name: 'remote_public',
        exposes: publicExposes,
        surfaces: { provides: {}, uses: { 'react-router-dom': ['Link'], 'styled-components': ['default'] } },
      },
      'public-s7',
    );
    await expect(activateVerified(store, 'public', listed, 'release public')).resolves.toMatchObject({ changed: true });
  });

  test('a shell that would stop sharing an export an active area uses is refused, naming the area', async () => {
    const { store } = await siteWithSurface();
    const area = await stored(
      store,
      'public',
      { name: 'remote_public', exposes: publicExposes, surfaces: uses('Link', 'Navigate') },
      'public-s4',
    );
    await activateVerified(store, 'public', area, 'release public');
    const smaller = await stored(
      store,
      'shell',
      { name: 'shell', surfaces: { provides: { 'react-router-dom': ['Link', 'RouterProvider'] }, uses: {} } },
      'shell-s2',
    );
    await expectRefused(
      store,
      activateVerified(store, 'shell', smaller, 'release shell'),
      new RegExp(`react-router-dom: the active public ${area} uses Navigate, which shell ${smaller} does not share`),
    );
  });

  test('an area that shares a singleton the shell does not is refused: it would have no copy, or a second one', async () => {
    const { store } = await siteWithSurface();
    const withoutRouter = Object.fromEntries(Object.entries(currentSingletons).filter(([name]) => name !== 'react-router-dom'));
    const shell2 = await stored(store, 'shell', { name: 'shell', shared: withoutRouter }, 'shell-s3');
    const area = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes, surfaces: uses('Link') }, 'public-s5');
    await activateVerified(store, 'public', area, 'release public');
    await expectRefused(
      store,
      activateVerified(store, 'shell', shell2, 'release shell'),
      new RegExp(`react-router-dom: the active public ${area} takes it from the shell, shell ${shell2} does not share it`),
    );
  });
});

describe('the release gate holds the server builds to the route table too', () => {
  test('an area whose server build is missing, or throws as Node loads it, is refused', async () => {
    const { store } = await liveSite();
    for (const server of ['missing', 'throws'] as const) {
      const version = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes, server }, `public-${server}`);
      await expectRefused(store, activateVerified(store, 'public', version, 'release public'), /server build does not load/);
    }
  });

  test('an area whose server build lacks a page the server renders is refused, naming the page', async () => {
    const { store } = await liveSite();
    const corrupt = await stored(store, 'public', { name: 'remote_public', exposes: publicExposes }, 'public-no-server-login');
    const file = path.join(store.versionDir('public', corrupt), '.server', 'server.js');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"./Login": { default: () => null }, ', ''));
    await expectRefused(
      store,
      activateVerified(store, 'public', corrupt, 'release public'),
      /server build has no page \.\/Login, which the server renders/,
    );
  });

  test('a shell whose server build does not load is refused', async () => {
    const { store } = await liveSite();
    const shell = await stored(store, 'shell', { name: 'shell', server: 'throws' }, 'shell-throws');
    await expectRefused(
      store,
      activateVerified(store, 'shell', shell, 'release shell'),
      /shell \S+'s server build does not load: shell cannot start in Node/,
    );
  });
});
