import { types } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedPage, RenderInput, SendToApi } from '@ceylon/shell/server';
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { areas } from '../../apps';
import type { ReleaseStore } from '../../store';
import { buildCache, type BuildCacheLimits } from './build-cache';
import { withDeadline } from '../with-deadline';
import { renderCache } from './render-cache';

export interface ServerRenderOptions {
  /** Off: every page is drawn by the browser, as before server rendering. */
  enabled: boolean;
  /** Longest a page's server render may take before the browser draws it instead (SSR_DEADLINE_MS). */
  deadlineMs: number;
  /** How long a rendered page is reused for the same page, versions and data (SSR_CACHE_MS; render-cache.ts); 0: never. */
  cacheMs?: number;
  /** Changes whenever the site's data may have (the web server counts the API's writes); a page drawn before is not reused. */
  dataVersion?: () => number;
  /** Told of each render that fell back (the web server writes it to the store's ledger for `npm run releases`). */
  onFallback?: (fallback: { app: string; version: string; path: string; reason: string }) => void;
  /** Told of each page drawn on the server: the build that drew it and how long it took (for the site's metrics). */
  onRendered?: (render: { app: string; version: string; seconds: number }) => void;
  cacheLimits?: BuildCacheLimits;
}

export const defaultServerRender: ServerRenderOptions = { enabled: true, deadlineMs: 300, cacheMs: 1000 };

export interface PageToRender {
  /** The decoded path, as the route table matches it. */
  urlPath: string;
  /** Path and query, as the router sees them. */
  url: string;
  nonce: string;
  /** The shell version serving this page. */
  shellVersion: string;
  /** The area versions this page's browser will load (its manifest, canary side and preview included). */
  manifest: RemotesManifest;
}

/**
 * Renders a page with the server builds of exactly the versions its manifest names — so the
 * browser hydrates HTML with the code that drew it — or answers null, and the page is drawn by the
 * browser as it always was: when the route is one the browser renders (signed-in pages), and when
 * a build is missing, throws, or runs past the deadline. One area's failure touches only its pages.
 */
/** `api` answers the pages' reads in-process (the web server's own API); without it they fail and the browser reads. */
export function pageRenderer(store: ReleaseStore, options: ServerRenderOptions, log: FastifyBaseLogger, api?: SendToApi, now = Date.now) {
  const builds = buildCache(store, { limits: options.cacheLimits, api }, now);
  const fallbacks = new Map<string, number>();
  const pages = renderCache({ ttlMs: options.cacheMs ?? 0, dataVersion: options.dataVersion ?? (() => 0) });

  /** `blame` names the build the render is down to so far: the shell's, then the page's area's. */
  async function render(page: PageToRender, blame: { app: string; version: string }): Promise<RenderedPage | null> {
    const shell = await builds.shell(page.shellVersion);
    const plan = shell.planPage(page.urlPath);
    if (plan.render === 'browser') return null;
    let module;
    if (plan.page) {
      const release = page.manifest[plan.page.area];
      if (!release) throw new Error(`no active ${plan.page.area} release`);
      Object.assign(blame, { app: plan.page.area, version: release.version });
      const area = await builds.area(page.shellVersion, plan.page.area, release.version);
      module = area.pages[plan.page.module];
      if (!module?.default) throw new Error(`its server build has no page ${plan.page.module}`);
    }
    // Half the deadline for the page's reads: a slow read leaves its part to the browser, not the whole page.
    const dataDeadlineMs = Math.floor(options.deadlineMs / 2);
    return await shell.renderPage({ url: page.url, nonce: page.nonce, page: module as RenderInput['page'], dataDeadlineMs });
  }

  /** The page drawn by its versions' builds before the deadline, or null (logged and counted) for the browser to draw. */
  async function renderInTime(page: PageToRender): Promise<RenderedPage | null> {
    const blame = { app: 'shell', version: page.shellVersion };
    const started = performance.now();
    try {
      const rendered = await withDeadline(render(page, blame), options.deadlineMs);
      if (rendered === 'late') throw new Error(`took longer than ${options.deadlineMs} ms`);
      if (rendered !== null) options.onRendered?.({ ...blame, seconds: (performance.now() - started) / 1000 });
      return rendered;
    } catch (error) {
      const key = `${blame.app} ${blame.version}`;
      fallbacks.set(key, (fallbacks.get(key) ?? 0) + 1);
      const reason = types.isNativeError(error) ? error.message : String(error);
      log.warn(
        { ...blame, path: page.urlPath, err: error },
        `Server render of ${blame.app} ${blame.version} fell back to the browser: ${reason}`,
      );
      options.onFallback?.({ ...blame, path: page.urlPath, reason });
      return null;
    }
  }

  return {
    async render(page: PageToRender): Promise<RenderedPage | null> {
      if (!options.enabled) return null;
      return pages.get(page, page.nonce, (nonce) => renderInTime({ ...page, nonce }));
    },
    /**
     * Loads the active versions' server builds before the first page asks for them, so that page
     * does not pay for it (and miss the deadline on a slow start). A build that will not load is
     * left for the page to find, and fall back.
     */
    async warm(): Promise<void> {
      if (!options.enabled) return;
      const active = await store.readActive();
      const shell = active.shell;
      if (shell === undefined) return;
      await Promise.allSettled(areas.map((area) => (active[area] ? builds.area(shell, area, active[area]) : builds.shell(shell))));
    },
    /** Renders that fell back to the browser since start, by "app version". */
    fallbacks: (): Record<string, number> => Object.fromEntries(fallbacks),
    builds,
  };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
