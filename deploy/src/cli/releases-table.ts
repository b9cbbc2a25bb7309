import { vitalMetrics, type VitalMetric } from '@ceylon/shared/contracts';
import type { AppName } from '../apps';
import {
  SERVER_RENDER_FALLBACK,
  type ActiveVersions,
  type Canaries,
  type HistoryEntry,
  type LoadFailure,
  type ReleaseInfo,
} from '../store';
import type { VitalRecord } from '../store/vitals';

export interface FailureCount {
  failures: number;
  fallbacks: number;
  /** Pages the web server left to the browser because this version's server build failed or was slow. */
  serverFallbacks: number;
  /** Distinct browsers behind those reports: many reports from a few browsers are a few people. */
  browsers: Set<string>;
  last: string | null;
}

/** Pure: load failures, fallbacks and server-render fallbacks since `since`, per `area/version`. */
export function countLoadFailures(failures: readonly LoadFailure[], since: Date): Map<string, FailureCount> {
  const counts = new Map<string, FailureCount>();
  for (const failure of failures) {
    if (!(Date.parse(failure.at) >= since.getTime())) continue;
    const key = `${failure.area}/${failure.version}`;
    const count = counts.get(key) ?? { failures: 0, fallbacks: 0, serverFallbacks: 0, browsers: new Set<string>(), last: null };
    counts.set(key, count);
    if (failure.type === SERVER_RENDER_FALLBACK) {
      count.serverFallbacks += 1;
      continue;
    }
    if (failure.type === 'fallback') count.fallbacks += 1;
    else count.failures += 1;
    if (failure.browser !== undefined) count.browsers.add(failure.browser);
    if (count.last === null || failure.at > count.last) count.last = failure.at;
    counts.set(key, count);
  }
  return counts;
}

/** Fewest samples of a metric for its p75 to be shown: with fewer, one slow visit would be the figure. */
export const vitalsMinSamples = 10;

export type VitalValues = Record<VitalMetric, number[]>;

/** Pure: the vitals samples since `since`, per `area/version` and metric. */
export function collectVitals(records: readonly VitalRecord[], since: Date): Map<string, VitalValues> {
  const byVersion = new Map<string, VitalValues>();
  for (const record of records) {
    if (!(Date.parse(record.at) >= since.getTime()) || !vitalMetrics.includes(record.metric)) continue;
    const key = `${record.area}/${record.version}`;
    let values = byVersion.get(key);
    if (!values) byVersion.set(key, (values = { LCP: [], INP: [], CLS: [] }));
    values[record.metric].push(record.value);
  }
  return byVersion;
}

/** Pure: the 75th percentile by nearest rank (the smallest value at least 75% of samples are at or below); null for none. */
export function p75(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

/** Pure: `1840 ms (42)`, `0.012 (42)`; `— (3)` with too few samples to tell, `—` with none. */
export function vitalCell(metric: VitalMetric, values: readonly number[] = []): string {
  if (values.length === 0) return '—';
  const value = values.length < vitalsMinSamples ? null : p75(values);
  const figure = value === null ? '—' : metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  return `${figure} (${values.length})`;
}

export interface AppListing {
  /** The version table, header first; null when the app has no version stored or in use. */
  table: string[][] | null;
  changes: string[];
}

/** Pure: what `npm run releases` shows for one app. */
export function appListing(
  app: AppName,
  versions: readonly ReleaseInfo[],
  active: ActiveVersions,
  previous: ActiveVersions,
  counts: Map<string, FailureCount>,
  history: readonly HistoryEntry[],
  changesShown: number,
  canaries: Canaries = {},
  vitals: Map<string, VitalValues> = new Map(),
): AppListing {
  const table = versionRows(app, versions, active, previous, counts, canaries, vitals);
  // Decided on the rows, not on the stored versions: an active version whose folder is gone
  // is a row ("files missing") even when nothing else is stored.
  return { table: table.length > 1 ? table : null, changes: recentChanges(app, history, changesShown) };
}

/**
 * Pure: one app's rows for `npm run releases`, header first, newest version first. An active or
 * previous version whose folder is gone from the store still gets a row ("files missing"), since
 * that is when its load failures matter most.
 */
export function versionRows(
  app: AppName,
  versions: readonly ReleaseInfo[],
  active: ActiveVersions,
  previous: ActiveVersions,
  counts: Map<string, FailureCount>,
  canaries: Canaries = {},
  vitals: Map<string, VitalValues> = new Map(),
): string[][] {
  const canary = canaries[app];
  const listed = new Set(versions.map((info) => info.version));
  const missing = [active[app], previous[app], canary?.version].filter(
    (version): version is string => version !== undefined && !listed.has(version),
  );
  const rows: { version: string; info?: ReleaseInfo }[] = [
    ...versions.map((info) => ({ version: info.version, info })),
    ...[...new Set(missing)].map((version) => ({ version })),
  ].sort((a, b) => b.version.localeCompare(a.version));
  const mark = (version: string) => {
    if (version === active[app]) return canary ? `* active ${100 - canary.percent}%` : '* active';
    if (version === canary?.version) return `~ canary ${canary.percent}%`;
    return version === previous[app] ? '  previous' : '';
  };
  return [
    [
      '',
      'version',
      'stored',
      'size',
      'load failures',
      'fallbacks',
      'server fallbacks',
      'browsers',
      'last failure',
      ...vitalMetrics.map((metric) => `${metric} p75 (n)`),
    ],
    ...rows.map(({ version, info }) => {
      const count = counts.get(`${app}/${version}`);
      const samples = vitals.get(`${app}/${version}`);
      return [
        mark(version),
        version,
        info ? shortTime(info.storedAt) : 'files missing',
        info ? `${(info.bytes / 1024).toFixed(0)} KiB` : '',
        String(count?.failures ?? 0),
        String(count?.fallbacks ?? 0),
        String(count?.serverFallbacks ?? 0),
        String(count?.browsers.size ?? 0),
        count?.last ? shortTime(count.last) : '',
        ...vitalMetrics.map((metric) => vitalCell(metric, samples?.[metric])),
      ];
    }),
  ];
}

/** Pure: an app's last `limit` changes, newest first, one line each. */
export function recentChanges(app: AppName, history: readonly HistoryEntry[], limit: number): string[] {
  return history
    .filter((entry) => entry.app === app)
    .slice(-limit)
    .reverse()
    .map((entry) => `${shortTime(entry.at)}  ${describeChange(entry)}  (${entry.command})`);
}

function describeChange(entry: HistoryEntry): string {
  const stable = entry.from ?? '(none)';
  switch (entry.canary) {
    case 'start':
      return `canary ${entry.to} for ${entry.percent ?? '?'}% beside ${stable}`;
    case 'promote':
      return `${stable} → ${entry.to} (canary promoted)`;
    case 'abort':
      return `canary ${entry.to} ${entry.reason ?? 'aborted'}; ${stable} for all`;
    case 'end':
      return `canary ${entry.to} ended; ${stable} for all`;
    default:
      return `${stable} → ${entry.to}`;
  }
}

/**
 * Pure: one line on a running canary: its share and the distinct browsers that reported a load
 * failure of it since it started, beside the same for the stable version. Null without a canary.
 */
export function canarySummary(app: AppName, canaries: Canaries, active: ActiveVersions, failures: readonly LoadFailure[]): string | null {
  const canary = canaries[app];
  const stable = active[app];
  if (canary === undefined || stable === undefined) return null;
  const since = Date.parse(canary.since);
  const failed = (version: string) =>
    new Set(
      failures
        .filter((f) => f.area === app && f.version === version && f.browser !== undefined && Date.parse(f.at) >= since)
        .map((f) => f.browser),
    ).size;
  return (
    `canary ${canary.version} for ${canary.percent}% of browsers since ${shortTime(canary.since)}: ` +
    `${failed(canary.version)} browsers failed to load it, ${failed(stable)} failed on ${stable} (${100 - canary.percent}%)`
  );
}

function shortTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}
