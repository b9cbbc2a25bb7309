import type { Metric } from 'web-vitals';
import { releaseOf } from '../federation/active-releases';
import { pageTimeline, type RouterLike } from './page-timeline';
import { vitalSample } from './vital-sample';
import { vitalsBeacon } from './vitals-beacon';

/**
 * Reports the page view's LCP, INP and CLS (web-vitals) to `POST /vitals`, each tagged with the
 * page it happened on, so `npm run releases` shows each version's p75. web-vitals is fetched after
 * the load event, off the path to the first render; its observers are buffered, so nothing
 * before that is missed.
 */
export function reportVitals(router: RouterLike) {
  const pages = pageTimeline(router);
  const beacon = vitalsBeacon();
  const start = async () => {
    const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
    const record = (metric: Metric) => {
      const sample = vitalSample(metric, pages, releaseOf, performance.now());
      if (sample) beacon.add(metric.id, sample);
    };
    onLCP(record);
    onINP(record);
    onCLS(record);
    // Added after web-vitals' own listeners (capture phase, on window), which report the final values first.
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') beacon.flush();
    });
    addEventListener('pagehide', () => beacon.flush());
  };
  const begin = () => {
    start().catch(() => {
      // Vitals are best effort: a page whose web-vitals chunk did not load works all the same.
    });
  };
  if (document.readyState === 'complete') begin();
  else addEventListener('load', begin, { once: true });
}
