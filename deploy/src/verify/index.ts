import type { AppName } from '../apps';
import type { Activation, ReleaseStore } from '../store';
import { ReleaseRefused, releaseProblems } from './release-gate';

export { ReleaseRefused, releaseProblems } from './release-gate';

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
