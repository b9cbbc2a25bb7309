import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SCRIPT_LOAD_TIMEOUT_MS } from '@ceylon/shared';
import { areaOfRequest, releaseOf } from './active-releases';
import { classifyLoadError, refineWithProbe, RemoteLoadError } from './remote-load-error';

/**
 * The shell's loading policy for every area: the runtime waits as long for a remote's entry
 * as webpack does for a chunk, and any failure to load becomes a RemoteLoadError that says
 * which area, which file and how it failed.
 */
export function loadPolicyPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ceylon-load-policy',
    createScript() {
      return { timeout: SCRIPT_LOAD_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'beforeRequest') return undefined;
      if (error instanceof RemoteLoadError) throw error;
      const area = areaOfRequest(id);
      if (!area) return undefined;
      const release = releaseOf(area);
      const failure = await refineWithProbe(classifyLoadError(error));
      throw new RemoteLoadError(area, failure.type, failure.url ?? release?.entry ?? id, release?.version ?? 'unknown', error);
    },
  };
}
