import type { AppName } from '../apps';
import type { ActiveVersions, Canaries, Canary, HistoryEntry } from './activation';
import type { LoadFailure } from './load-failures';
import type { ServedBrowsers } from './served-browsers';
import type { VitalRecord } from './vitals';

/**
 * What one change sees and writes, under the store's lock: read-modify-write by two processes (or
 * two machines, with PostgreSQL) one after the other, so neither is lost.
 */
export interface StateChange {
  readActive(): Promise<ActiveVersions>;
  readCanaries(): Promise<Canaries>;
  /** Makes `version` active for `app`; `previous` (the one it replaces) becomes its fallback. */
  setActive(app: AppName, version: string, previous: string | null): Promise<void>;
  /** Sets, or with undefined removes, one app's canary. */
  setCanary(app: AppName, canary: Canary | undefined): Promise<void>;
  appendHistory(entry: HistoryEntry): Promise<void>;
}

/**
 * The activation state every server of one store must agree on: what is active, the fallbacks,
 * the canaries, the history, the load-failure and vitals ledgers, and the key browser ids and preview links are
 * signed with. Files beside the builds (one machine), or PostgreSQL (several); see
 * docs/decisions/0012-several-servers.md.
 */
export interface StoreState {
  kind: 'files' | 'postgres';
  readActive(): Promise<ActiveVersions>;
  /** The version each app served before its current one, when that is still a different one. */
  readPrevious(): Promise<ActiveVersions>;
  readCanaries(): Promise<Canaries>;
  readHistory(): Promise<HistoryEntry[]>;
  /** Runs `change` under the store's lock; with PostgreSQL, as one transaction (a throw changes nothing). */
  change<T>(change: (state: StateChange) => Promise<T>): Promise<T>;
  appendLoadFailure(failure: LoadFailure, maxBytes?: number): Promise<void>;
  /** Every recorded failure, oldest first. */
  readLoadFailures(): Promise<LoadFailure[]>;
  appendVitals(records: readonly VitalRecord[], maxBytes?: number): Promise<void>;
  /** Every recorded vitals sample, oldest first. */
  readVitals(): Promise<VitalRecord[]>;
  /** The canary monitor's count of browsers served each version, at most `maxPerVersion` each. */
  servedBrowsers(maxPerVersion: number): ServedBrowsers;
  /** The HMAC key of browser-id cookies and preview links: made once, the same for every server. */
  browserIdSecret(): Promise<string>;
  close(): Promise<void>;
}
