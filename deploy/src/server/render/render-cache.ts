import { randomBytes } from 'node:crypto';
import type { RenderedPage } from '@ceylon/shell/server';
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { areas } from '../../apps';
import { momentCache, type MomentCacheOptions } from '../moment-cache';

/** Pages kept at once: a site's public pages and its most visited hotels, at tens of kilobytes each. */
const MAX_PAGES = 500;

/** What a render is keyed by, beside the data it read: the versions that draw it, and the address. */
export interface RenderKey {
  url: string;
  shellVersion: string;
  manifest: RemotesManifest;
}

/**
 * A page's server render, reused for a moment (SSR_CACHE_MS, moment-cache.ts) by the responses
 * that ask for the same address drawn by the same versions: never across a release, rollback,
 * canary or preview, whose versions are in the key. A render that fell back to the browser is not
 * kept. Each response still has its own CSP nonce: pages are drawn with a placeholder that no page
 * can contain, replaced on the way out.
 */
export function renderCache(options: Omit<MomentCacheOptions, 'max'>) {
  const placeholder = `ssr-${randomBytes(18).toString('base64url')}`;
  const pages = momentCache<RenderedPage | null>({ ...options, max: MAX_PAGES });

  return {
    async get(key: RenderKey, nonce: string, render: (nonce: string) => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
      if (options.ttlMs <= 0) return render(nonce);
      const page = await pages.get(
        cacheKey(key),
        () => render(placeholder),
        (drawn) => drawn !== null,
      );
      return page && { ...page, styles: page.styles.replaceAll(`nonce="${placeholder}"`, `nonce="${nonce}"`) };
    },
  };
}

function cacheKey(key: RenderKey): string {
  const versions = areas.map((area) => key.manifest[area]?.version ?? '-').join(' ');
  return `${key.shellVersion} ${versions} ${key.url}`;
}
