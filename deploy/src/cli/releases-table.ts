import type { AppName } from '../apps';
import type { ActiveVersions, HistoryEntry, LoadFailure, ReleaseInfo } from '../store';

export interface FailureCount {
  failures: number;
  fallbacks: number;
  /** Distinct browsers behind those reports: many reports from a few browsers are a few people. */
  browsers: Set<string>;
  last: string | null;
}

/** Pure: load failures and fallbacks since `since`, per `area/version`. */
export function countLoadFailures(failures: readonly LoadFailure[], since: Date): Map<string, FailureCount> {
  const counts = new Map<string, FailureCount>();
  for (const failure of failures) {
    if (!(Date.parse(failure.at) >= since.getTime())) continue;
    const key = `${failure.area}/${failure.version}`;
    const count = counts.get(key) ?? { failures: 0, fallbacks: 0, browsers: new Set<string>(), last: null };
    if (failure.type === 'fallback') count.fallbacks += 1;
    else count.failures += 1;
    if (failure.browser !== undefined) count.browsers.add(failure.browser);
    if (count.last === null || failure.at > count.last) count.last = failure.at;
    counts.set(key, count);
  }
  return counts;
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
): AppListing {
  const table = versionRows(app, versions, active, previous, counts);
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
): string[][] {
  const listed = new Set(versions.map((info) => info.version));
  const missing = [active[app], previous[app]].filter((version): version is string => version !== undefined && !listed.has(version));
  const rows: { version: string; info?: ReleaseInfo }[] = [
    ...versions.map((info) => ({ version: info.version, info })),
    ...[...new Set(missing)].map((version) => ({ version })),
  ].sort((a, b) => b.version.localeCompare(a.version));
  return [
    ['', 'version', 'stored', 'size', 'load failures', 'fallbacks', 'browsers', 'last failure'],
    ...rows.map(({ version, info }) => {
      const count = counts.get(`${app}/${version}`);
      return [
        version === active[app] ? '* active' : version === previous[app] ? '  previous' : '',
        version,
        info ? shortTime(info.storedAt) : 'files missing',
        info ? `${(info.bytes / 1024).toFixed(0)} KiB` : '',
        String(count?.failures ?? 0),
        String(count?.fallbacks ?? 0),
        String(count?.browsers.size ?? 0),
        count?.last ? shortTime(count.last) : '',
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
    .map((entry) => `${shortTime(entry.at)}  ${entry.from ?? '(none)'} → ${entry.to}  (${entry.command})`);
}

function shortTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}
