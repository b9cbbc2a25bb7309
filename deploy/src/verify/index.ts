import type { AppName } from '../apps';
import type { Activation, CanaryChange, ReleaseStore } from '../store';
import { ReleaseRefused, releaseProblems } from './release-gate';

export { pairProblemsOf, ReleaseRefused, releaseProblems } from './release-gate';

/**
 * The only way the CLI activates a version: through the gate, checked under the store's lock
 * against what is active at that moment. A refusal throws ReleaseRefused and changes nothing.
 */
export function activateVerified(store: ReleaseStore, app: AppName, version: string, command: string): Promise<Activation> {
  return store.activate(app, version, command, async (active) => {
    const problems = await releaseProblems(store.versionDir, app, version, active);
    if (problems.length > 0) throw new ReleaseRefused(app, version, problems);
  });
}

/**
 * A stored version released: made active, or with `canaryPercent` the canary beside the active
 * version. Either way through the gate; `from` is the stable version a canary runs beside.
 */
export async function releaseStored(
  store: ReleaseStore,
  app: AppName,
  version: string,
  command: string,
  canaryPercent?: number,
): Promise<Activation & { canaryPercent?: number }> {
  if (canaryPercent === undefined) return activateVerified(store, app, version, command);
  const change = await startCanaryVerified(store, app, version, canaryPercent, command);
  return { changed: change.changed, from: change.stable, to: change.canary, canaryPercent };
}

/** A canary through the same gate: checked as if active, since it is for its share of browsers. */
export function startCanaryVerified(
  store: ReleaseStore,
  app: AppName,
  version: string,
  percent: number,
  command: string,
): Promise<CanaryChange> {
  return store.startCanary(app, version, percent, command, gate(store, app));
}

/** Promoting re-checks the canary against what is active now (a shell may have changed since it started). */
export function promoteCanaryVerified(store: ReleaseStore, app: AppName, command: string): Promise<CanaryChange> {
  return store.promoteCanary(app, command, gate(store, app));
}

function gate(store: ReleaseStore, app: AppName) {
  return async (active: Parameters<typeof releaseProblems>[3], version: string) => {
    const problems = await releaseProblems(store.versionDir, app, version, active);
    if (problems.length > 0) throw new ReleaseRefused(app, version, problems);
  };
}
