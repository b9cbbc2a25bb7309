// With a certificate (TLS_CERT_FILE, TLS_KEY_FILE) the server speaks HTTPS itself: HTTP/2 to a
// client that offers it, so one connection carries every file of a page, and HTTP/1.1 to the rest.
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { openReleaseStore } from '../store';
import { fakeDist, tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';
import { selfSignedCertificate } from './testing/self-signed';

const entryText = `/* entry */\n${Array.from({ length: 200 }, (_, n) => `export const value${n} = 'area ${n % 7}';`).join('\n')}`;
const shellPage =
  '<!doctype html><html><head><title>shell</title><script defer src="/main.0123456789ab.js"></script></head><body></body></html>';

let server: Awaited<ReturnType<typeof buildWebServer>>;
let origin: string;
let cert: string;
let entry: string;

beforeAll(async () => {
  const store = openReleaseStore(await tempDir('tls'));
  const area = await store.storeBuild('public', await fakeDist({ 'remoteEntry.js': entryText, 'mf-manifest.json': '{"exposes":[]}' }));
  const shell = await store.storeBuild('shell', await fakeDist({ 'index.html': shellPage }));
  await store.activate('public', area.version, 'test');
  await store.activate('shell', shell.version, 'test');
  entry = `/releases/public/${area.version}/remoteEntry.js`;
  const tls = await selfSignedCertificate();
  cert = tls.cert;
  server = await buildWebServer({ storeRoot: store.root, tls, canary: { checkEveryMs: 0 } });
  await server.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
});

interface Answer {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Several requests on one HTTP/2 connection, as a browser sends a page's files. */
async function overHttp2(paths: string[], headers: Record<string, string> = {}): Promise<Answer[]> {
  const session = connect(origin, { ca: cert });
  try {
    return await Promise.all(
      paths.map(
        (path) =>
          new Promise<Answer>((resolve, reject) => {
            const stream = session.request({ ':path': path, ...headers });
            const chunks: Buffer[] = [];
            let answered: IncomingHttpHeaders = {};
            stream.on('response', (responseHeaders) => (answered = responseHeaders));
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
            stream.on('error', reject);
          }),
      ),
    );
  } finally {
    session.close();
  }
}

function overHttp1(path: string): Promise<Answer & { status: number; protocol: string }> {
  return new Promise((resolve, reject) => {
    httpsGet(`${origin}${path}`, { ca: cert }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          protocol: response.httpVersion,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

test('a browser offering HTTP/2 gets the page, the manifest and the files on one connection', async () => {
  const [page, manifest, file] = await overHttp2(['/', '/remotes.json', entry], { 'accept-encoding': 'br, gzip' });
  expect(page!.headers[':status']).toBe(200);
  expect(page!.headers['content-type']).toMatch(/^text\/html/);
  // The page's own headers hold over HTTP/2 too.
  expect(page!.headers['content-security-policy']).toMatch(/script-src/);
  expect(page!.headers['x-frame-options']).toBe('DENY');
  expect(manifest!.headers[':status']).toBe(200);
  expect(file!.headers[':status']).toBe(200);
  // The stored brotli copy is sent as it is.
  expect(file!.headers['content-encoding']).toBe('br');
  expect(file!.headers['content-length']).toBe(String(file!.body.length));
  expect(brotliDecompressSync(file!.body).toString()).toBe(entryText);
  // HTTP/1.1's connection headers are never sent over HTTP/2 (a browser would drop the stream).
  for (const answer of [page!, manifest!, file!]) expect(answer.headers.connection).toBeUndefined();
});

test('a client that speaks only HTTP/1.1 is served the same site over HTTPS', async () => {
  const page = await overHttp1('/');
  expect(page.protocol).toBe('1.1');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('/main.0123456789ab.js');
  // The browser id travels only over HTTPS once the site is served that way.
  const browserId = [page.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('cs_bid='));
  expect(browserId).toMatch(/; Secure/i);
  const missing = await overHttp1('/releases/public/nothing-here/remoteEntry.js');
  expect(missing.status).toBe(404);
  expect(JSON.parse(missing.body.toString())).toEqual({ message: expect.any(String) });
});

test('a mistyped address is answered in our words over HTTP/2 too', async () => {
  const [answer] = await overHttp2(['/%ZZ']);
  expect(answer!.headers[':status']).toBe(400);
  expect(JSON.parse(answer!.body.toString())).toEqual({ message: 'The address is not valid' });
  expect(answer!.headers['content-security-policy']).toBeDefined();
});
