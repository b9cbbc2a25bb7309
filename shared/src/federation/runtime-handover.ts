import type * as runtime from '@module-federation/runtime';
import type { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/** The global the shell hands its federation runtime to the areas through (docs/decisions/0017). */
export const RUNTIME_HANDOVER_GLOBAL = '__CEYLON_FEDERATION_RUNTIME__';

/**
 * What the shell hands over: the webpack glue of federation (the functions every container's
 * generated runtime calls with its own `__webpack_require__`) and the runtime they run on. Every
 * part is a function of the container it is called for; no container's state is in here.
 */
export interface RuntimeHandover {
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap: typeof attachShareScopeMap;
  runtime: typeof runtime;
}
