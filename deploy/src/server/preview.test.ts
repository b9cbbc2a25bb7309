import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { openReleaseStore } from '../store';
import { fakeDist, remoteDist, tempDir } from '../store/testing/fake-dist';
import { loadBrowserIdSecret } from './browser-id';
import { buildWebServer } from './build-web-server';
import { previewCookie } from './preview-links';
import { signPreview } from './preview-token';

async function site() {
  const store = openReleaseStore(await tempDir('preview'));
  const older = (await store.storeBuild('public', await remoteDist('older'), new Date('2026-01-01T00:00:00Z'))).version;
  const active = (await store.storeBuild('public', await remoteDist('active'), new Date('2026-01-02T00:00:00Z'))).version;
  await store.activate('public', active, 'test');
  const shell = await fakeDist({ 'index.html': '<!doctype html><html><head><title>shell</title></head><body></body></html>' });
  await store.activate('shell', (await store.storeBuild('shell', shell)).version, 'test');
  const server = await buildWebServer({ storeRoot: store.root, canary: { checkEveryMs: 0 } });
  const secret = await loadBrowserIdSecret(store.layout.browserIdSecretFile);
  const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
  return { store, server, older, active, secret, inMinutes };
}

let s: Awaited<ReturnType<typeof site>>;
beforeEach(async () => {
  s = await site();
});
afterEach(async () => {
  await s.server.close();
});

async function open(url: string, cookie?: string) {
  return s.server.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
}

async function manifestFor(cookie?: string) {
  const response = await s.server.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  return { response, manifest: response.json<RemotesManifest>() };
}

function previewCookieOf(response: Awaited<ReturnType<typeof open>>): string | undefined {
  return [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${previewCookie}=`));
}

test('a valid link sets an HttpOnly cookie expiring with it and redirects without the token; only that browser previews', async () => {
  const expires = s.inMinutes(60);
  const token = signPreview(s.secret, { area: 'public', version: s.older, expires });
  const response = await open(`/hotels?q=galle&preview=${token}`);
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/hotels?q=galle');
  const cookie = previewCookieOf(response) ?? '';
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(new Date(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? '').getTime()).toBe(expires * 1000);

  const previewing = await manifestFor(cookie.split(';')[0]);
  expect(previewing.manifest.public?.version).toBe(s.older);
  expect(previewing.manifest.public?.previous?.version).toBe(s.active);
  expect(previewing.manifest.preview).toEqual({ area: 'public', version: s.older });
  expect(previewing.response.headers['cache-control']).toBe('private, no-store');

  const someoneElse = await manifestFor();
  expect(someoneElse.manifest.public?.version).toBe(s.active);
  expect(someoneElse.manifest.preview).toBeUndefined();

  // The page tells the shell (its badge) what is previewed; nobody else's page does.
  const page = await open('/hotels', cookie.split(';')[0]);
  expect(page.body).toContain(`<meta name="ceylon-preview" content="public ${s.older}" />`);
  expect(page.headers['cache-control']).toBe('private, no-store');
  const otherPage = await open('/hotels');
  expect(otherPage.body).not.toContain('ceylon-preview');
  expect(otherPage.headers['cache-control']).toBe('no-cache');
});

test('an expired link is refused with 410 and a page saying so; nothing is set', async () => {
  const token = signPreview(s.secret, { area: 'public', version: s.older, expires: s.inMinutes(-1) });
  const response = await open(`/?preview=${token}`);
  expect(response.statusCode).toBe(410);
  expect(response.body).toContain('This preview link has expired');
  expect(previewCookieOf(response)).toBeUndefined();
});

test('an altered link, or one signed with another key, is refused with 400', async () => {
  const token = signPreview(s.secret, { area: 'public', version: s.older, expires: s.inMinutes(60) });
  const [payload = '', signature = ''] = token.split('.');
  const longer = Buffer.from(JSON.stringify(['public', s.older, s.inMinutes(60 * 24 * 365)])).toString('base64url');
  for (const altered of [
    `${longer}.${signature}`,
    `${payload}.${signature.slice(0, -2)}AA`,
    payload,
    signPreview('another-secret-of-enough-length-0123456789', { area: 'public', version: s.older, expires: s.inMinutes(60) }),
    'exit.now',
  ]) {
    const response = await open(`/?preview=${encodeURIComponent(altered)}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This preview link is not valid');
    expect(previewCookieOf(response)).toBeUndefined();
  }
  // A preview cookie holding an altered token changes nothing either.
  expect((await manifestFor(`${previewCookie}=${longer}.${signature}`)).manifest.public?.version).toBe(s.active);
});

test('a link to a version not stored is refused', async () => {
  const token = signPreview(s.secret, { area: 'customer', version: s.older, expires: s.inMinutes(60) });
  const response = await open(`/?preview=${token}`);
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain('is not a stored version');
});

test('?preview=exit clears the cookie and returns to the page', async () => {
  const response = await open('/owner?preview=exit');
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/owner');
  expect(previewCookieOf(response)).toMatch(/Expires=Thu, 01 Jan 1970/i);
});
