import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { RUNTIME_HANDOVER_GLOBAL, type RuntimeHandover } from './runtime-handover';

// Defined by the federation plugin in every build: this area's build id.
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

type InitOptions = Parameters<RuntimeHandover['runtime']['init']>[0];
type Instance = ReturnType<RuntimeHandover['runtime']['init']>;

/**
 * A production area's federation runtime, in place of the one federation would bundle into its
 * remoteEntry.js (shared/build/webpack.ts swaps the module): the same object, made of what the
 * shell hands over (shared/src/federation/provide-runtime-plugin.ts). The release gate keeps an
 * area away from a shell that hands over none (docs/decisions/0017).
 */
function handedOver(): RuntimeHandover {
  const handover = (globalThis as Record<string, unknown>)[RUNTIME_HANDOVER_GLOBAL] as RuntimeHandover | undefined;
  if (!handover) throw new Error('This area runs on the federation runtime of the shell, and the page has none.');
  return handover;
}
const handover = handedOver();

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

/**
 * The runtime's own `init`, for this container. The shell's `init` would also make this
 * container's instance the one the shell's `loadRemote` goes through, so the area finds or
 * creates its instance as that `init` does, without it.
 */
function init(options: InitOptions): Instance {
  const normalized = { ...options, id: options.id || '' };
  const existing = handover.runtime.getInstance(
    ({ options: registered }) =>
      (buildId !== '' && registered.id === buildId) ||
      (registered.name === options.name && (options.version ? registered.version === options.version : !registered.version)),
  );
  if (!existing) return handover.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

const federation: Federation = {
  runtime: { ...handover.runtime, init },
  instance: undefined,
  initOptions: undefined,
  // `S` is the container's own share scope slot; the functions take the container as an argument.
  bundlerRuntime: { ...handover.bundlerRuntime, S: {} },
  attachShareScopeMap: handover.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
