import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { tempDir } from '../store/testing/fake-dist';
import { browserIdCookie, browserIds, loadBrowserIdSecret, readBrowserId } from './browser-id';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

async function site() {
  const app = Fastify();
  await browserIds(app, { secret, issueOn: (request) => request.url === '/page' });
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  app.get('/data', async () => ({ ok: true }));
  app.get('/who', async (request) => ({ id: readBrowserId(request) }));
  return app;
}

/** The `name=value` part of the browser-id Set-Cookie header, and its attributes. */
function issued(setCookie: string | string[] | undefined) {
  const header = [setCookie ?? []].flat().find((line) => line.startsWith(`${browserIdCookie}=`));
  if (!header) return null;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

test('a page gives a browser a signed, HttpOnly, SameSite=Lax id that lasts, and only once', async () => {
  const app = await site();
  const first = await app.inject({ method: 'GET', url: '/page' });
  const cookie = issued(first.headers['set-cookie']);
  expect(cookie).not.toBeNull();
  expect(cookie?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${400 * 24 * 3600}`]));
  expect(cookie?.attributes).not.toContain('secure'); // plain http here; `secure: 'auto'` adds it behind TLS

  const who = await app.inject({ method: 'GET', url: '/who', headers: { cookie: cookie?.pair ?? '' } });
  expect(who.json()).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });

  const again = await app.inject({ method: 'GET', url: '/page', headers: { cookie: cookie?.pair ?? '' } });
  expect(issued(again.headers['set-cookie'])).toBeNull();
  expect(issued((await app.inject({ method: 'GET', url: '/data' })).headers['set-cookie'])).toBeNull();
  await app.close();
});

test('an id the browser made up, or signed with another key, is no id and is replaced', async () => {
  const app = await site();
  const other = Fastify();
  await browserIds(other, { secret: 'another-secret-that-is-long-enough-012345', issueOn: () => true });
  other.get('/page', async () => 'x');
  const foreign = issued((await other.inject({ method: 'GET', url: '/page' })).headers['set-cookie'])?.pair ?? '';

  for (const cookie of [`${browserIdCookie}=AAAAAAAAAAAAAAAAAAAAAA`, `${browserIdCookie}=AAAAAAAAAAAAAAAAAAAAAA.forged`, foreign]) {
    expect((await app.inject({ method: 'GET', url: '/who', headers: { cookie } })).json()).toEqual({ id: null });
    expect(issued((await app.inject({ method: 'GET', url: '/page', headers: { cookie } })).headers['set-cookie'])).not.toBeNull();
  }
  await Promise.all([app.close(), other.close()]);
});

test('the signing key is made once, readable by its owner only, and the same for every process', async () => {
  const file = path.join(await tempDir('secret'), 'store', '.browser-id-secret');
  const [a, b] = await Promise.all([loadBrowserIdSecret(file), loadBrowserIdSecret(file)]);
  expect(a).toMatch(/^[0-9a-f]{64}$/);
  expect(b).toBe(a);
  expect(await loadBrowserIdSecret(file)).toBe(a);
  expect((await readFile(file, 'utf8')).trim()).toBe(a);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
});
