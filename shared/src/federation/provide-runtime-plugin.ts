import * as runtime from '@module-federation/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell's own build leaves this one out of `bundlerRuntime` (it exposes nothing); areas need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { RUNTIME_HANDOVER_GLOBAL, type RuntimeHandover } from './runtime-handover';

const handover: RuntimeHandover = { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap, runtime };

/**
 * The shell's runtime plugin that hands its own federation runtime to every area it loads
 * (docs/decisions/0013, 0017), set before any area's entry can run. These are the very modules
 * the shell's container runs on (its generated runtime imports them too), so handing them over
 * adds nothing to the shell; production areas take them in place of their own
 * (shared/src/federation/area-bundler-runtime.ts).
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ceylon-provide-runtime',
    beforeInit(args) {
      Object.assign(globalThis, { [RUNTIME_HANDOVER_GLOBAL]: handover });
      return args;
    },
  };
}
