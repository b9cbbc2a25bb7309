import { access } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { openReleaseStore } from '../store';
import { fakeDist, hashedChunkName, remoteDist, tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';
import { startForTest, type TestResponse } from './testing/http-client';

// Browser defences on every response, hidden source maps, our own errors.

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const resourcePolicy = "default-src 'none';frame-ancestors 'none'";

// Stands in for @ceylon/api with no error handler of its own, so the host's answers show.
const standInApi: FastifyPluginAsync = async (api) => {
  api.get('/health', async () => ({ ok: true }));
  api.post('/echo', { bodyLimit: 64 }, async (request) => ({ got: request.body }));
  api.get('/fails', async () => {
    throw new Error('connection string postgres://secret@db/prod refused');
  });
};

async function siteWithMaps(options: { hsts?: boolean } = {}) {
  const store = openReleaseStore(await tempDir('hardening'));
  const shell = await fakeDist({
    'index.html':
      '<!doctype html><html><head><title>shell</title><script defer src="/main.cccccccccccc.js"></script></head><body></body></html>',
    'main.cccccccccccc.js': 'console.log("shell")',
    'main.cccccccccccc.js.map': '{"version":3,"sourcesContent":["secret source"]}',
  });
  const remote = await remoteDist('p1');
  const publicMap = `${hashedChunkName('p1')}.map`;
  const publicWithMap = await fakeDist({ [publicMap]: '{"version":3,"sourcesContent":["secret area source"]}' });
  const { cp } = await import('node:fs/promises');
  await cp(publicWithMap, remote, { recursive: true });
  const s = (await store.storeBuild('shell', shell, new Date('2026-01-01T00:00:00Z'))).version;
  const p = (await store.storeBuild('public', remote, new Date('2026-01-01T00:00:00Z'))).version;
  await store.activate('shell', s, 'test');
  await store.activate('public', p, 'test');
  const server = await buildWebServer({
    storeRoot: store.root,
    api: { plugin: standInApi, options: {} },
    remoteOrigins: { public: 'https://areas.example.com', admin: 'https://admin.example.net' },
    imageOrigins: ['https://images.example.org'],
    hsts: options.hsts,
  });
  const get = await startForTest(server);
  const port = (server.server.address() as { port: number }).port;
  return { server, get, port, store, shellVersion: s, publicVersion: p, publicMap };
}

/** A raw request, for methods and bodies `startForTest` does not send. */
function send(port: number, method: string, url: string, headers: Record<string, string>, body = ''): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: text, json: () => JSON.parse(text) as unknown }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

function expectBrowserDefences(response: TestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toMatch(/camera=\(\), geolocation=\(\).*microphone=\(\), payment=\(\)/);
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
}

let site: Awaited<ReturnType<typeof siteWithMaps>>;
beforeAll(async () => {
  site = await siteWithMaps();
});
afterAll(async () => {
  await site.server.close();
});

describe('security headers', () => {
  test("a page gets a strict CSP whose nonce (its styles, a rendered page's starter) is new on every response and written into the page", async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/login', '/customer/dashboard']) {
      const page = await site.get(url, html);
      expect(page.statusCode).toBe(200);
      expectBrowserDefences(page);
      expect(page.headers['cross-origin-embedder-policy']).toBe('credentialless');
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.push(nonce);
      expect(csp.split('; ')).toEqual([
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' https://areas.example.com https://admin.example.net`,
        `style-src 'self' 'nonce-${nonce}'`,
        "img-src 'self' data: https://images.example.org",
        "connect-src 'self' https://areas.example.com https://admin.example.net",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]);
      // Where styled-components looks for it: in <head>, before the scripts; `content` empty, so only the hidden attribute holds it.
      expect(page.body).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}">`);
      expect(page.body.indexOf('csp-nonce')).toBeLessThan(page.body.indexOf('<script defer'));
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBeUndefined();
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
    expect(new Set(nonces).size).toBe(3);
  });

  test('scripts, the manifest, release files, API answers and misses get the resource CSP and the same defences', async () => {
    const urls = [
      '/main.cccccccccccc.js',
      '/remotes.json',
      `/releases/public/${site.publicVersion}/remoteEntry.js`,
      `/releases/public/${site.publicVersion}/missing.js`,
      '/api/health',
      '/api/nothing',
      '/missing.css',
    ];
    for (const url of urls) {
      const response = await site.get(url);
      expect({ url, csp: response.headers['content-security-policy'] }).toEqual({ url, csp: resourcePolicy });
      expectBrowserDefences(response);
    }
  });

  test('release files may be loaded by pages of other origins (areas served elsewhere); the rest may not', async () => {
    const entry = await site.get(`/releases/public/${site.publicVersion}/remoteEntry.js`);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await site.get('/main.cccccccccccc.js')).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await site.get('/api/health')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  test('HSTS and upgrade-insecure-requests only when the site is configured as served over HTTPS', async () => {
    const secure = await siteWithMaps({ hsts: true });
    try {
      for (const url of ['/', '/api/health', '/main.cccccccccccc.js']) {
        const response = await secure.get(url, html);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
      expect(String((await secure.get('/', html)).headers['content-security-policy'])).toMatch(/; upgrade-insecure-requests$/);
    } finally {
      await secure.server.close();
    }
  });
});

describe('source maps', () => {
  test('are kept in the release store for operators but never served', async () => {
    const shellDir = site.store.versionDir('shell', site.shellVersion);
    const publicDir = site.store.versionDir('public', site.publicVersion);
    await access(path.join(shellDir, 'main.cccccccccccc.js.map'));
    await access(path.join(publicDir, site.publicMap));

    const urls = [
      '/main.cccccccccccc.js.map',
      '/MAIN.cccccccccccc.js.MAP',
      `/releases/public/${site.publicVersion}/${site.publicMap}`,
      `/releases/public/${site.publicVersion}/${site.publicMap.replace('.map', '%2Emap')}`,
    ];
    for (const url of urls) {
      const response = await site.get(url, html);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('source');
    }
    // The scripts themselves still are.
    expect((await site.get(`/releases/public/${site.publicVersion}/${hashedChunkName('p1')}`)).statusCode).toBe(200);
  });
});

describe('errors are our own { message }', () => {
  const noInternals = (response: TestResponse) => {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(response.body).not.toMatch(/FST_|statusCode|%ZZ|postgres|secret|Route (GET|POST)/);
    return body;
  };

  test('a URL the router cannot decode is a 400 with the browser defences, not FST_ERR_BAD_URL echoing it', async () => {
    for (const url of ['/%ZZ', '/api/%ZZ', '/releases/%E0%A4%A/x.js']) {
      const response = await site.get(url, html);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(noInternals(response)).toEqual({ message: 'The address is not valid' });
      expect(response.headers['content-security-policy']).toBe(resourcePolicy);
      expectBrowserDefences(response);
    }
  });

  test('unknown routes, bad JSON, a body too large, an unsupported media type and a crash say nothing of Fastify', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: [string, Promise<TestResponse>, number][] = [
      ['POST to no route', send(site.port, 'POST', '/nowhere?x=1', json, '{}'), 404],
      ['DELETE a page', send(site.port, 'DELETE', '/login', {}), 404],
      ['bad JSON', send(site.port, 'POST', '/api/echo', json, '{"a":'), 400],
      ['too large', send(site.port, 'POST', '/api/echo', json, JSON.stringify({ a: 'x'.repeat(200) })), 413],
      ['media type', send(site.port, 'POST', '/api/echo', { 'content-type': 'application/x-evil' }, 'a=1'), 415],
      ['crash', site.get('/api/fails'), 500],
    ];
    for (const [label, pending, status] of cases) {
      const response = await pending;
      expect({ label, status: response.statusCode }).toEqual({ label, status });
      const body = noInternals(response);
      expect(typeof body.message).toBe('string');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
