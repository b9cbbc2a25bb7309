// How a page felt to the people using it (Core Web Vitals), as the shell reports it at the end of a
// page view and the site's web server checks it at `POST /vitals` before adding it to the release
// store's vitals ledger, from which `npm run releases` shows each version's 75th percentile.
// Nothing here says who the visitor was: a metric, its value, and which page of which release.
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { appNames } from '../apps';

/**
 * One metric of one page view. Ranges are far past anything real (the site gives up on a script
 * after 120 s) and only refuse values no browser measures: negative, not finite, or absurd.
 */
const sample = <Metric extends string>(metric: Metric, maximum: number) =>
  Type.Object(
    {
      metric: Type.Literal(metric),
      value: Type.Number({ minimum: 0, maximum }),
      /** The app whose page was shown: an area, or `shell` for the shell's own pages (not found). */
      area: Type.Enum(appNames),
      /** The area's release the page ran; absent for the shell, whose release the server knows. */
      version: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
      /** The route table's pattern (`/hotels/:id`, `*`), never the address: no ids, no query. */
      route: Type.String({ minLength: 1, maxLength: 100, pattern: '^(\\*|/[A-Za-z0-9/:_-]*)$' }),
    },
    { additionalProperties: false },
  );

/** LCP and INP in milliseconds, CLS a unitless score. */
export const VitalSampleSchema = Type.Union([sample('LCP', 600_000), sample('INP', 600_000), sample('CLS', 100)]);

/** What one `POST /vitals` carries: the samples of a page view (three at most), a few page views at most. */
export const VitalsReportSchema = Type.Object(
  { samples: Type.Array(VitalSampleSchema, { minItems: 1, maxItems: 12 }) },
  { additionalProperties: false },
);

export type VitalSample = Static<typeof VitalSampleSchema>;
export type VitalsReport = Static<typeof VitalsReportSchema>;
export type VitalMetric = VitalSample['metric'];

export const vitalMetrics: readonly VitalMetric[] = ['LCP', 'INP', 'CLS'];

const check = Compile(VitalsReportSchema);

/** True when `value` is a report the web server accepts. */
export function isVitalsReport(value: unknown): value is VitalsReport {
  return check.Check(value);
}
