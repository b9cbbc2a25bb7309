import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SCRIPT_LOAD_TIMEOUT_MS } from '@ceylon/shared';
import { areaOfRequest, releaseOf } from './active-releases';
import { classifyLoadError, refineWithProbe, AreaLoadError } from './area-load-error';

/**
 * The shell's loading policy for every area: the runtime waits as long for a remote's entry
 * as webpack does for a chunk, and any failure to load becomes a AreaLoadError that says
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
      if (error instanceof AreaLoadError) throw error;
      const area = areaOfRequest(id);
      if (!area) return undefined;
      const release = releaseOf(area);
      const failure = await refineWithProbe(classifyLoadError(error));
      throw new AreaLoadError(area, failure.type, failure.url ?? release?.entry ?? id, release?.version ?? 'unknown', error);
    },
  };
}
