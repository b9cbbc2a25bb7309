import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The global production area builds read the federation runtime from (their `externalRuntime`). */
export const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The shell's runtime plugin that hands its own federation runtime to every area it loads
 * (docs/decisions/0013), set before any area's entry can run. It does what federation's
 * `provideExternalRuntime` does, but with the very runtime the shell runs on: that option's
 * plugin is CommonJS and brought a second copy of the runtime into the shell (≈20 KB gzip).
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ceylon-provide-runtime',
    beforeInit(args) {
      Object.assign(runtimeCore.Global, { [RUNTIME_GLOBAL]: runtimeCore });
      return args;
    },
  };
}
