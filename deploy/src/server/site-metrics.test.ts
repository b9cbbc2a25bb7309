// The web server's /metrics (METRICS_TOKEN): requests by route pattern, the
// active release per app as the store has it, and server renders and fallbacks per area version.
import type { FastifyInstance } from 'fastify';
import { metricNamesOf, sampleOf } from '@ceylon/api/metrics-text';
import { openReleaseStore } from '../store';
import { tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';
import { areaWithServerBuild, shellWithServerBuild } from './render/testing/fake-server-builds';

const TOKEN = 'site-metrics-token-for-the-tests-0123';
const html = { accept: 'text/html' };

async function site() {
  const store = openReleaseStore(await tempDir('metrics'));
  const version = async (app: 'shell' | 'public', dist: Promise<string>, day: number) =>
    (await store.storeBuild(app, await dist, new Date(Date.UTC(2026, 0, day)))).version;
  const versions = {
    shell: await version('shell', shellWithServerBuild('s1'), 1),
    p1: await version('public', areaWithServerBuild('p1'), 1),
    p2: await version('public', areaWithServerBuild('p2'), 2),
    broken: await version('public', areaWithServerBuild('p3', 'throws-on-load'), 3),
  };
  await store.activate('shell', versions.shell, 'test');
  await store.activate('public', versions.p1, 'test');
  const server = await buildWebServer({
    storeRoot: store.root,
    serverRender: { enabled: true, deadlineMs: 10_000, cacheMs: 0 },
    metricsToken: TOKEN,
  });
  return { server, store, versions };
}

let s: Awaited<ReturnType<typeof site>>;
beforeAll(async () => {
  s = await site();
});
afterAll(async () => {
  await s.server.close();
});

async function scrape(server: FastifyInstance): Promise<string> {
  const response = await server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.payload;
}

const grown = (before: string, after: string, name: string, labels: Record<string, string>) =>
  (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0);

test('the active version of each app is reported as the store has it, before and after a release', async () => {
  const before = await scrape(s.server);
  expect(sampleOf(before, 'ceylon_release_active', { app: 'shell', version: s.versions.shell })).toBe(1);
  expect(sampleOf(before, 'ceylon_release_active', { app: 'public', version: s.versions.p1 })).toBe(1);

  await s.store.activate('public', s.versions.p2, 'test');
  try {
    const after = await scrape(s.server);
    expect(sampleOf(after, 'ceylon_release_active', { app: 'public', version: s.versions.p2 })).toBe(1);
    expect(sampleOf(after, 'ceylon_release_active', { app: 'public', version: s.versions.p1 })).toBeUndefined();
  } finally {
    await s.store.activate('public', s.versions.p1, 'test');
  }
});

test('a rendered page is timed against its area version; a broken build’s page counts as its fallback', async () => {
  const before = await scrape(s.server);
  expect((await s.server.inject({ url: '/', headers: html })).statusCode).toBe(200);
  await s.store.activate('public', s.versions.broken, 'test');
  try {
    expect((await s.server.inject({ url: '/', headers: html })).statusCode).toBe(200);
  } finally {
    await s.store.activate('public', s.versions.p1, 'test');
  }
  const after = await scrape(s.server);

  const p1 = { app: 'public', version: s.versions.p1 };
  const broken = { app: 'public', version: s.versions.broken };
  expect(grown(before, after, 'ceylon_server_render_duration_seconds_count', p1)).toBe(1);
  expect(grown(before, after, 'ceylon_server_render_fallbacks_total', broken)).toBe(1);
  expect(grown(before, after, 'ceylon_server_render_fallbacks_total', p1)).toBe(0);
  expect(grown(before, after, 'ceylon_server_render_duration_seconds_count', broken)).toBe(0);
});

test('the site’s requests are counted by route pattern; every answer carries its X-Request-Id', async () => {
  const before = await scrape(s.server);
  const manifest = await s.server.inject({ url: '/remotes.json', headers: { 'x-request-id': 'edge-1' } });
  expect(manifest.headers['x-request-id']).toBe('edge-1');
  const after = await scrape(s.server);
  expect(grown(before, after, 'http_request_duration_seconds_count', { route: '/remotes.json', method: 'GET', status_code: '200' })).toBe(
    1,
  );
  expect(metricNamesOf(after)).toContain('nodejs_eventloop_lag_p99_seconds');
});

test('/metrics needs its token; a server without one has no /metrics', async () => {
  expect((await s.server.inject({ url: '/metrics' })).statusCode).toBe(401);
  expect((await s.server.inject({ url: '/metrics', headers: { authorization: 'Bearer nearly-but-not-the-token-0123' } })).statusCode).toBe(
    401,
  );

  const closed = await buildWebServer({ storeRoot: s.store.root });
  try {
    const response = await closed.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  } finally {
    await closed.close();
  }
});
