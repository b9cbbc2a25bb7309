import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RemotesManifestSchema } from '@ceylon/shared/contracts/remotes-manifest';
import { remoteNames } from '../apps';
import type { ReleaseStore, RemoteOrigins, ServedVersions } from '../store';
import { browserDigest, ensureBrowserId } from './browser-id';
import type { CanaryMonitor } from './canary-monitor';
import { onCanarySide } from './canary-split';
import { cacheControl } from './file-policy';
import type { Preview } from './preview-token';

export interface RemotesRouteOptions {
  store: ReleaseStore;
  origins?: RemoteOrigins;
  monitor: CanaryMonitor;
  previewOf: (request: FastifyRequest) => Promise<Preview | null>;
}

/**
 * `/remotes.json`, answered per browser: an area with a canary gets the canary for the browsers
 * whose id falls in its share (and the stable version as their fallback), a browser holding a
 * preview cookie gets that version of its area. Such answers differ per browser, so they are
 * `private, no-store` and vary on the cookie; with neither, every browser gets the same answer.
 */
export function remotesRoute(options: RemotesRouteOptions) {
  const { store, monitor } = options;
  return async function routes(app: FastifyInstance) {
    // Serialised through the one contract the shell checks it against: only its fields ever leave.
    app.get('/remotes.json', { schema: { response: { 200: RemotesManifestSchema } } }, async (request, reply) => {
      const [canaries, active, preview] = await Promise.all([store.readCanaries(), store.readActive(), options.previewOf(request)]);
      const served: ServedVersions = {};
      let canaryRunning = false;
      for (const area of remoteNames) {
        const canary = canaries[area];
        const stable = active[area];
        if (canary === undefined || stable === undefined) continue;
        canaryRunning = true;
        const id = ensureBrowserId(request, reply);
        const version = onCanarySide(id, area, canary.version, canary.percent) ? canary.version : stable;
        if (version !== stable) served[area] = version;
        monitor.noteServed(area, version, browserDigest(id));
      }
      if (preview !== null) served[preview.area] = preview.version;
      const manifest = await store.remotesManifest(options.origins, served);
      const perBrowser = canaryRunning || preview !== null;
      reply.header('vary', 'Cookie').header('cache-control', perBrowser ? 'private, no-store' : cacheControl.revalidate);
      return reply.send(preview === null ? manifest : { ...manifest, preview: { area: preview.area, version: preview.version } });
    });
  };
}
