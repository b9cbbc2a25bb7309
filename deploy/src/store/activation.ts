import type { AppName } from '../apps';
import type { BuildStore } from './builds';
import type { StoreState } from './state';

export type ActiveVersions = Partial<Record<AppName, string>>;

export interface HistoryEntry {
  app: AppName;
  from: string | null;
  to: string;
  at: string;
  /** What asked for the change, e.g. `npm start` or `rollback public`. */
  command: string;
  /** Set on canary lines: `to` is the canary's version (start, abort, end) or the new active one (promote). */
  canary?: 'start' | 'promote' | 'abort' | 'end';
  /** The canary's share of browsers, in percent (start). */
  percent?: number;
  /** Why a canary was aborted, in words (automatic abort). */
  reason?: string;
}

/** A version served to `percent` of browsers (sticky per browser) beside the active one. */
export interface Canary {
  version: string;
  percent: number;
  since: string;
}

export type Canaries = Partial<Record<AppName, Canary>>;

export interface Activation {
  changed: boolean;
  from: string | null;
  to: string;
}

/** What a change to the activation state needs: the state itself, and the builds it names. */
export interface StoreParts {
  state: StoreState;
  builds: BuildStore;
}

/**
 * Checks a change against the active versions as they are under the lock, and throws to refuse
 * it. Run inside the lock so two changes at once (a shell and an area) cannot each pass against a
 * state the other is about to replace.
 */
export type ActivationGate = (active: ActiveVersions) => Promise<void>;

/** Brings every version `active` names into the local folder, where the gate reads them. */
export async function ensureLocal(builds: BuildStore, active: ActiveVersions): Promise<void> {
  await Promise.all(Object.entries(active).map(([app, version]) => builds.ensureLocal(app as AppName, version)));
}

/** Makes `version` (already stored) the one served for `app`. A no-op when it already is. */
export async function activate(
  { state, builds }: StoreParts,
  app: AppName,
  version: string,
  command: string,
  gate?: ActivationGate,
): Promise<Activation> {
  if (!(await builds.readReleaseInfo(app, version))) {
    throw new Error(`${app} has no stored version ${version}`);
  }
  return state.change(async (change) => {
    const active = await change.readActive();
    const from = active[app] ?? null;
    if (from === version) return { changed: false, from, to: version };
    if (gate) {
      await ensureLocal(builds, active);
      await gate(active);
    }
    await change.setActive(app, version, from);
    const at = new Date().toISOString();
    await change.appendHistory({ app, from, to: version, at, command });
    // A plain release or rollback replaces the whole app, a canary of it included.
    const canary = (await change.readCanaries())[app];
    if (canary !== undefined) {
      await change.setCanary(app, undefined);
      await change.appendHistory({ app, from, to: canary.version, at, command, canary: 'end' });
    }
    return { changed: true, from, to: version };
  });
}
