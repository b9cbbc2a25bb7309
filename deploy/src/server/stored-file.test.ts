import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openReleaseStore } from '../store';
import { fakeDist, tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';
import { acceptedEncodings } from './stored-file';

// Big enough to be compressed, and compressible; `'` and line breaks so no two forms are the same length.
const entryText = `/* entry */\n${Array.from({ length: 200 }, (_, n) => `export const value${n} = 'area ${n % 7}';`).join('\n')}`;
const small = 'console.log("tiny")';

async function site() {
  const store = openReleaseStore(await tempDir('stored-file'));
  const dist = await fakeDist({
    'remoteEntry.js': entryText,
    'main.0123456789ab.js': small,
    'mf-manifest.json': '{"exposes":[]}',
  });
  const version = (await store.storeBuild('public', dist)).version;
  await store.activate('public', version, 'test');
  const server = await buildWebServer({ storeRoot: store.root, canary: { checkEveryMs: 0 } });
  const dir = store.versionDir('public', version);
  return { store, server, version, dir, entry: `/releases/public/${version}/remoteEntry.js` };
}

let s: Awaited<ReturnType<typeof site>>;
beforeAll(async () => {
  s = await site();
});
afterAll(async () => {
  await s.server.close();
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  s.server.inject({ method, url, headers });

describe('a stored file with brotli and gzip forms beside it', () => {
  test('a browser accepting brotli gets the stored brotli file as it is, with its own length', async () => {
    const response = await get(s.entry, { 'accept-encoding': 'gzip, deflate, br' });
    const stored = await readFile(path.join(s.dir, 'remoteEntry.js.br'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(stored.length));
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(entryText);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // What the route adds is kept: revalidated entry, open to other origins.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  test('a browser accepting only gzip gets the stored gzip file', async () => {
    const response = await get(s.entry, { 'accept-encoding': 'gzip' });
    const stored = await readFile(path.join(s.dir, 'remoteEntry.js.gz'));
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(stored.length));
    expect(gunzipSync(response.rawPayload).toString()).toBe(entryText);
  });

  test.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
  ])('Accept-Encoding %p gets %s', async (accept, encoding) => {
    const response = await get(s.entry, { 'accept-encoding': accept });
    expect(response.headers['content-encoding']).toBe(encoding);
  });

  test.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['every coding refused', { 'accept-encoding': 'br;q=0, gzip;q=0, *;q=0' }],
  ])('a browser with %s gets the file itself', async (_case, headers) => {
    const response = await get(s.entry, headers);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(entryText);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(entryText)));
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  test('HEAD answers the headers of the form GET would send, without a body', async () => {
    const head = await get(s.entry, { 'accept-encoding': 'br' }, 'HEAD');
    const stored = await readFile(path.join(s.dir, 'remoteEntry.js.br'));
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(stored.length));
    expect(head.rawPayload.length).toBe(0);
  });

  test('each form has its own ETag, and a revalidation of the same form is a 304', async () => {
    const forms = await Promise.all(['br', 'gzip', 'identity'].map((accept) => get(s.entry, { 'accept-encoding': accept })));
    const etags = forms.map((response) => String(response.headers.etag));
    expect(new Set(etags).size).toBe(3);
    for (const [index, accept] of ['br', 'gzip', 'identity'].entries()) {
      const again = await get(s.entry, { 'accept-encoding': accept, 'if-none-match': etags[index]! });
      expect({ accept, status: again.statusCode }).toEqual({ accept, status: 304 });
      expect(again.rawPayload.length).toBe(0);
    }
    // A brotli ETag does not validate the gzip form.
    const other = await get(s.entry, { 'accept-encoding': 'gzip', 'if-none-match': etags[0]! });
    expect(other.statusCode).toBe(200);
  });
});

test('a file too small to have stored forms is still compressed on the fly, as before', async () => {
  expect(await readFile(path.join(s.dir, 'main.0123456789ab.js.br')).catch(() => null)).toBeNull();
  const response = await get(`/releases/public/${s.version}/main.0123456789ab.js`, { 'accept-encoding': 'br' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(small);
});

describe('acceptedEncodings', () => {
  test.each([
    [undefined, []],
    ['', []],
    ['br', ['br']],
    ['gzip, br', ['br', 'gzip']],
    ['br;q=0.1, gzip;q=0.9', ['gzip', 'br']],
    ['BR;Q=0', []],
    ['gzip;q=0, *', ['br']],
    ['deflate, identity', []],
    ['br;q=abc, gzip', ['gzip']],
    ['br;q=2, gzip', ['gzip']],
    [
      ['gzip', 'br;q=0.5'],
      ['gzip', 'br'],
    ],
  ])('%p → %p', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
