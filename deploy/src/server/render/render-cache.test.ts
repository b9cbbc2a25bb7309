import type { RenderedPage } from '@ceylon/shell/server';
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { renderCache } from './render-cache';

const manifest = (publicVersion: string): RemotesManifest =>
  ({ public: { version: publicVersion, entry: `/areas/public/${publicVersion}/remoteEntry.js` } }) as unknown as RemotesManifest;

/** A render that counts itself and draws its style with the nonce it was given. */
function drawing(result: 'page' | 'fallback' = 'page') {
  const calls: string[] = [];
  const render = async (nonce: string): Promise<RenderedPage | null> => {
    calls.push(nonce);
    return result === 'page'
      ? { html: `<main>page ${calls.length}</main>`, styles: `<style nonce="${nonce}">a{}</style>`, data: { mutations: [], queries: [] } }
      : null;
  };
  return { calls, render };
}

function setUp(ttlMs = 1000) {
  let clock = 1_000_000;
  let data = 0;
  const cache = renderCache({ ttlMs, dataVersion: () => data, now: () => clock });
  return {
    cache,
    tick: (ms: number) => (clock += ms),
    write: () => (data += 1),
  };
}

const key = { url: '/', shellVersion: 's1', manifest: manifest('p1') };

test('a page drawn once is reused within the time, each response with its own nonce', async () => {
  const { cache } = setUp();
  const { calls, render } = drawing();
  const first = await cache.get(key, 'nonce-a', render);
  const second = await cache.get(key, 'nonce-b', render);
  expect(calls).toHaveLength(1);
  expect(calls[0]).not.toMatch(/nonce-/);
  expect(first?.styles).toBe('<style nonce="nonce-a">a{}</style>');
  expect(second?.styles).toBe('<style nonce="nonce-b">a{}</style>');
  expect(second?.html).toBe(first?.html);
});

test('responses that ask while the page is being drawn wait for that one render', async () => {
  const { cache } = setUp();
  const { calls, render } = drawing();
  const pages = await Promise.all(['a', 'b', 'c'].map((nonce) => cache.get(key, nonce, render)));
  expect(calls).toHaveLength(1);
  expect(pages.map((page) => page?.styles)).toEqual(['a', 'b', 'c'].map((nonce) => `<style nonce="${nonce}">a{}</style>`));
});

test('the page is drawn again once its time is up, after a write through the API, and for other versions or addresses', async () => {
  const { cache, tick, write } = setUp(1000);
  const { calls, render } = drawing();
  await cache.get(key, 'n', render);
  tick(999);
  await cache.get(key, 'n', render);
  expect(calls).toHaveLength(1);
  tick(2);
  await cache.get(key, 'n', render);
  expect(calls).toHaveLength(2);
  write();
  await cache.get(key, 'n', render);
  expect(calls).toHaveLength(3);
  await cache.get({ ...key, manifest: manifest('p2') }, 'n', render);
  await cache.get({ ...key, shellVersion: 's2' }, 'n', render);
  await cache.get({ ...key, url: '/about' }, 'n', render);
  await cache.get({ ...key, url: '/?page=2' }, 'n', render);
  expect(calls).toHaveLength(7);
});

test('a render that fell back to the browser, or failed, is not kept', async () => {
  const { cache } = setUp();
  const fallback = drawing('fallback');
  expect(await cache.get(key, 'n', fallback.render)).toBeNull();
  const { calls, render } = drawing();
  expect((await cache.get(key, 'n', render))?.html).toBe('<main>page 1</main>');
  expect(calls).toHaveLength(1);

  const other = { ...key, url: '/about' };
  await expect(cache.get(other, 'n', () => Promise.reject(new Error('broken build')))).rejects.toThrow('broken build');
  await cache.get(other, 'n', render);
  expect(calls).toHaveLength(2);
});

test('with no time to keep pages, every response is drawn afresh with its own nonce', async () => {
  const { cache } = setUp(0);
  const { calls, render } = drawing();
  await cache.get(key, 'a', render);
  await cache.get(key, 'b', render);
  expect(calls).toEqual(['a', 'b']);
});
