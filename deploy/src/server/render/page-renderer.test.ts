import type { FastifyBaseLogger } from 'fastify';
import { openReleaseStore, type ReleaseStore } from '../../store';
import { tempDir } from '../../store/testing/fake-dist';
import { pageRenderer, type PageToRender } from './page-renderer';
import { areaWithServerBuild, shellWithServerBuild } from './testing/fake-server-builds';

const warnings: string[] = [];
const quiet = { warn: (_details: object, message: string) => void warnings.push(message) } as unknown as FastifyBaseLogger;
let store: ReleaseStore;
const v: Record<string, string> = {};

async function stored(app: 'shell' | 'public' | 'customer', key: string, dist: Promise<string>, day: number) {
  v[key] = (await store.storeBuild(app, await dist, new Date(Date.UTC(2026, 0, day)))).version;
}

beforeAll(async () => {
  store = openReleaseStore(await tempDir('render'));
  await stored('shell', 'shell', shellWithServerBuild('s1'), 1);
  await stored('public', 'p1', areaWithServerBuild('p1'), 1);
  await stored('public', 'p2', areaWithServerBuild('p2'), 2);
  await stored('public', 'broken', areaWithServerBuild('p3', 'throws-on-load'), 3);
  await stored('public', 'slow', areaWithServerBuild('p4', 'hangs'), 4);
  await stored('public', 'none', areaWithServerBuild('p5', 'missing'), 5);
  await stored('customer', 'c1', areaWithServerBuild('c1'), 1);
});

afterAll(() => store.close());

function page(urlPath: string, areas: { public?: string; customer?: string }): PageToRender {
  const release = (version: string) => ({ name: 'x', version, entry: `/releases/x/${version}/remoteEntry.js`, previous: null });
  return {
    urlPath,
    url: urlPath,
    nonce: 'n0nce',
    shellVersion: v.shell!,
    manifest: {
      ...(areas.public && { public: release(areas.public) }),
      ...(areas.customer && { customer: release(areas.customer) }),
    },
  };
}

test('renders a page with the area version its manifest names, on the shell’s shared modules', async () => {
  const renderer = pageRenderer(store, { enabled: true, deadlineMs: 5_000 }, quiet);
  expect(await renderer.render(page('/', { public: v.p1 }))).toEqual({
    html: '<main>page of p1 with react of shell s1</main>',
    styles: '<style nonce="n0nce">main{}</style>',
    data: { mutations: [], queries: [], renders: 1 },
  });
  // Another manifest (a release, a canary side, a preview): the other version, with no restart.
  expect((await renderer.render(page('/', { public: v.p2 })))?.html).toBe('<main>page of p2 with react of shell s1</main>');
  expect((await renderer.render(page('/', { public: v.p1 })))?.html).toBe('<main>page of p1 with react of shell s1</main>');
  expect(renderer.fallbacks()).toEqual({});
});

test('leaves pages the shell does not render on the server to the browser, without counting a fallback', async () => {
  const renderer = pageRenderer(store, { enabled: true, deadlineMs: 5_000 }, quiet);
  expect(await renderer.render(page('/account', { public: v.p1 }))).toBeNull();
  expect(renderer.fallbacks()).toEqual({});
});

test('renders the not-found page with no area at all', async () => {
  const renderer = pageRenderer(store, { enabled: true, deadlineMs: 5_000 }, quiet);
  expect((await renderer.render(page('/nowhere', {})))?.html).toBe('<main>not found: /nowhere</main>');
});

test.each([
  ['throws as it loads', 'broken'],
  ['has no server build', 'none'],
  ['runs past the deadline', 'slow'],
])('an area build that %s falls back to the browser, counted against that version, and harms no other area', async (_what, key) => {
  const renderer = pageRenderer(store, { enabled: true, deadlineMs: key === 'slow' ? 1_000 : 5_000 }, quiet);
  expect(await renderer.render(page('/', { public: v[key], customer: v.c1 }))).toBeNull();
  expect(renderer.fallbacks()).toEqual({ [`public ${v[key]}`]: 1 });
  expect(warnings.at(-1)).toContain(`Server render of public ${v[key]} fell back to the browser`);
  expect((await renderer.render(page('/hotels/1', { public: v[key], customer: v.c1 })))?.html).toBe(
    '<main>page of c1 with react of shell s1</main>',
  );
});

test('a page whose area has no release falls back', async () => {
  const renderer = pageRenderer(store, { enabled: true, deadlineMs: 5_000 }, quiet);
  expect(await renderer.render(page('/', {}))).toBeNull();
  expect(renderer.fallbacks()).toEqual({ [`shell ${v.shell}`]: 1 });
});

test('switched off, renders nothing', async () => {
  const renderer = pageRenderer(store, { enabled: false, deadlineMs: 5_000 }, quiet);
  expect(await renderer.render(page('/', { public: v.p1 }))).toBeNull();
});

test('lets go of builds no page has used for a while, and of the least recently used beyond the limit', async () => {
  let now = 0;
  const renderer = pageRenderer(
    store,
    { enabled: true, deadlineMs: 5_000, cacheLimits: { maxBuilds: 3, idleMs: 1_000, retryFailedMs: 1_000 } },
    quiet,
    undefined,
    () => now,
  );
  await renderer.render(page('/', { public: v.p1 }));
  await renderer.render(page('/hotels/1', { customer: v.c1 }));
  expect(renderer.builds.size()).toBe(3);
  await renderer.render(page('/', { public: v.p2 }));
  expect(renderer.builds.size()).toBe(3);
  now = 5_000;
  await renderer.render(page('/', { public: v.p2 }));
  expect(renderer.builds.size()).toBe(2);
});
