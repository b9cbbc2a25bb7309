// The site's own metrics, beside the API's (see @ceylon/api's metrics plugin): which release of each
// app is active, and how server rendering goes per area version.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { ReleaseStore } from '../store';

/** One render's build: the shell's, or the area's whose page it is. */
export interface RenderedBuild {
  app: string;
  version: string;
}

export interface SiteMetrics {
  /** A page drawn by `app` `version` in `seconds`. */
  rendered: (build: RenderedBuild & { seconds: number }) => void;
  /** A render left to the browser, blamed on `app` `version` (see page-renderer.ts). */
  fellBack: (build: RenderedBuild) => void;
}

/** Seconds; the render deadline (SSR_DEADLINE_MS) is 300 ms by default, and a render past it is a fallback. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1];

/**
 * The active version per app, read from the store at each scrape (a release, rollback or promotion
 * by another server or the CLI shows without this one having done it), and the render metrics.
 */
export function registerSiteMetrics(registry: Registry, store: ReleaseStore): SiteMetrics {
  new Gauge({
    name: 'ceylon_release_active',
    help: 'The version of each app the store has active: 1 for that app and version',
    labelNames: ['app', 'version'] as const,
    registers: [registry],
    async collect() {
      const active = await store.readActive();
      this.reset();
      for (const [app, version] of Object.entries(active)) if (version !== undefined) this.set({ app, version }, 1);
    },
  });
  const renders = new Histogram({
    name: 'ceylon_server_render_duration_seconds',
    help: 'Time to draw a page on the server, by the app and version whose build drew it',
    labelNames: ['app', 'version'] as const,
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  const fallbacks = new Counter({
    name: 'ceylon_server_render_fallbacks_total',
    help: 'Pages left to the browser because their server render failed or ran past its deadline, by the app and version blamed',
    labelNames: ['app', 'version'] as const,
    registers: [registry],
  });
  return {
    rendered: ({ app, version, seconds }) => renders.observe({ app, version }, seconds),
    fellBack: ({ app, version }) => fallbacks.inc({ app, version }),
  };
}
