import type { Metric } from 'web-vitals';
import { releaseOf } from '../federation/active-releases';
import { firstPageShown } from './page-shown';
import { pageTimeline, type RouterLike } from './page-timeline';
import { vitalSample } from './vital-sample';
import { vitalsBeacon } from './vitals-beacon';

/**
 * Reports the page view's LCP, INP and CLS (web-vitals) to `POST /vitals`, each tagged with the
 * page it happened on, so `npm run releases` shows each version's p75. web-vitals is fetched once
 * the load event has passed and the first page is drawn, so it is never among what that page
 * waits for: it was the last request before the page's largest paint; its observers
 * are buffered, so nothing before that is missed.
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
  void Promise.all([firstPageShown, loaded()]).then(afterPagePainted).then(begin);
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Once the page just drawn is on screen: the browser reports the largest paint it made (only
 * after the frame is shown); a page whose content is no larger than what was there already, a
 * browser without the entry, or a tab in the background (no frames) goes on after a second.
 */
const afterPagePainted = () =>
  new Promise<void>((resolve) => {
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const observable =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    const observer = observable ? new PerformanceObserver(done) : null;
    observer?.observe({ type: 'largest-contentful-paint' });
    setTimeout(done, 1000);
  });
