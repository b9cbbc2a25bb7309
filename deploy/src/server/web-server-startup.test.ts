// The site's server mounts the API in-process: a database that opens slowly on a loaded machine
// must not fail start-up against Fastify's default 10 s window for each plugin.
import type { FastifyPluginAsync } from 'fastify';
import { openReleaseStore } from '../store';
import { tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';

/** Stands in for the API; its start-up (the database open) waits until the test lets it go. */
function slowApi() {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const plugin: FastifyPluginAsync<{ name: string }> = async (api) => {
    await gate;
    api.get('/health', async () => ({ ok: true }));
  };
  return { plugin, finish };
}

describe('the web server start-up', () => {
  it('gives the API as long as it needs by default', async () => {
    const store = openReleaseStore(await tempDir('startup'));
    const api = slowApi();
    const building = buildWebServer({ storeRoot: store.root, api: { plugin: api.plugin, options: { name: 'slow' } } });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    api.finish();
    const server = await building;
    try {
      expect(server.initialConfig.pluginTimeout).toBe(0);
      expect((await server.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
    } finally {
      await server.close();
    }
  });

  it('fails start-up when a plugin timeout is set and the API takes longer', async () => {
    const store = openReleaseStore(await tempDir('startup-limit'));
    // Never let go: the held start-up stays pending and holds nothing.
    const api = slowApi();
    await expect(
      buildWebServer({ storeRoot: store.root, api: { plugin: api.plugin, options: { name: 'slow' } }, pluginTimeout: 200 }),
    ).rejects.toThrow(/did not start in time/);
  });
});
