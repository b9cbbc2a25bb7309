import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { areas } from '../apps';
import type { ReleaseStore, RemoteOrigins, ServedVersions } from '../store';
import { browserDigest, ensureBrowserId } from './browser-id';
import type { CanaryMonitor } from './canary-monitor';
import { onCanarySide } from './canary-split';
import { fittingFallbacks } from './fitting-fallbacks';
import type { Preview } from './preview-token';

export interface BrowserManifestOptions {
  store: ReleaseStore;
  origins?: RemoteOrigins;
  monitor: CanaryMonitor;
  previewOf: (request: FastifyRequest) => Promise<Preview | null>;
}

export interface BrowserManifest {
  manifest: RemotesManifest;
  /** True when the answer is this browser's own (a canary side, a preview): no cache may share it. */
  perBrowser: boolean;
}

/**
 * The release manifest one browser gets, whether from `/remotes.json` or inlined in its page: an
 * area with a canary gets the canary for the browsers whose id falls in its share (and the stable
 * version as their fallback), a browser holding a preview cookie gets that version of its area.
 * Either way the browser counts as served that version (the canary monitor's rates).
 */
export function browserManifests(options: BrowserManifestOptions) {
  const { store, monitor } = options;
  const keepFitting = fittingFallbacks(store);
  return async function manifestFor(request: FastifyRequest, reply: FastifyReply): Promise<BrowserManifest> {
    const [canaries, active, preview] = await Promise.all([store.readCanaries(), store.readActive(), options.previewOf(request)]);
    const served: ServedVersions = {};
    let canaryRunning = false;
    for (const area of areas) {
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
    const manifest = await keepFitting(await store.remotesManifest(options.origins, served), active.shell);
    return {
      manifest: preview === null ? manifest : { ...manifest, preview: { area: preview.area, version: preview.version } },
      perBrowser: canaryRunning || preview !== null,
    };
  };
}

export type ManifestFor = ReturnType<typeof browserManifests>;
