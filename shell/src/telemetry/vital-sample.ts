import type { Area } from '@ceylon/shared';
import type { VitalSample } from '@ceylon/shared/contracts';
import type { Metric } from 'web-vitals';
import type { AreaRelease } from '../federation/release-manifest';
import type { PageTimeline } from './page-timeline';

const reported = new Set<string>(['LCP', 'INP', 'CLS']);

/**
 * Pure: a web-vitals metric as the sample `POST /vitals` takes, tagged with the page it happened
 * on (its last entry's time; without entries, the page shown now) and the release of the area that
 * drew that page. Null for a metric not reported, or an area with no release on this page.
 */
export function vitalSample(
  metric: Pick<Metric, 'name' | 'value' | 'entries'>,
  pages: Pick<PageTimeline, 'at'>,
  releaseOf: (area: Area) => AreaRelease | undefined,
  now: number,
): VitalSample | null {
  if (!reported.has(metric.name)) return null;
  const page = pages.at(metric.entries.at(-1)?.startTime ?? now);
  if (!page) return null;
  const base = { metric: metric.name as VitalSample['metric'], value: metric.value, route: page.route };
  if (page.area === 'shell') return { ...base, area: 'shell' };
  const version = releaseOf(page.area)?.version;
  return version === undefined ? null : { ...base, area: page.area, version };
}
