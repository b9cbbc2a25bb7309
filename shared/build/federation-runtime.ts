import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { WebpackError, type Compiler, type WebpackPluginInstance } from 'webpack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * What a build's mf-manifest.json says of the federation runtime, as `metaData.federationRuntime`:
 * the shell `provides` its version to the page; a production area `requires` one from the shell
 * (a caret range of the version it was built with) and carries none itself. `handover` says what
 * passes between them: `bundler-runtime` (docs/decisions/0017); absent, runtime-core alone (builds
 * from decision 0013). A build without either bundles its own runtime. The release gate reads it
 * (deploy/src/verify).
 */
export interface FederationRuntimeDeclaration {
  provides?: string;
  requires?: string;
  handover?: typeof HANDOVER;
}

const HANDOVER = 'bundler-runtime';

/** The shell's runtime plugin that hands its runtime to the areas. */
const provideRuntimePlugin = path.join(__dirname, '../src/federation/provide-runtime-plugin.ts');
/** What a production area's container runs on instead of a runtime of its own. */
const areaBundlerRuntime = path.join(__dirname, '../src/federation/area-bundler-runtime.ts');

/**
 * The file federation's generated container start-up imports its runtime from (found the way the
 * federation plugin finds it, from its runtime-tools package); a production area build swaps it.
 */
const federationBundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [require.resolve('@module-federation/runtime-tools/bundler')],
});

/**
 * One federation runtime per page (docs/decisions/0013, 0017): the shell bundles it and hands it
 * to the areas through a global; production area builds take all of it from there, the webpack
 * glue (`@module-federation/webpack-bundler-runtime`) as well as the core. Under `npm run dev` an
 * area keeps its own, so its standalone page still runs without the shell. Every build drops the
 * parts of the runtime this site never uses: manifest snapshots (areas are registered by their
 * entry file) and the Node.js loaders.
 */
export function federationRuntimeOptions(role: 'host' | 'remote'): FederationOptions {
  return {
    runtimePlugins: role === 'host' ? [provideRuntimePlugin] : [],
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  };
}

/** The module swaps a build needs for its runtime (for `resolve.alias`). */
export function federationRuntimeAliases(role: 'host' | 'remote', production: boolean): Record<string, string> {
  return takesShellRuntime(role, production) ? { [federationBundlerRuntime]: areaBundlerRuntime } : {};
}

/** The webpack plugins a build needs for its runtime: an area on the shell's checks it carries none. */
export function federationRuntimePlugins(role: 'host' | 'remote', production: boolean): WebpackPluginInstance[] {
  return takesShellRuntime(role, production) ? [new CarriesNoFederationRuntimePlugin()] : [];
}

/** What the build's manifest says of its runtime, for the federation plugin's `version`. */
export function federationRuntimeDeclaration(
  role: 'host' | 'remote',
  production: boolean,
  version: string | undefined,
): FederationRuntimeDeclaration {
  if (role === 'host') return { provides: version, handover: HANDOVER };
  return takesShellRuntime(role, production) ? { requires: `^${version}`, handover: HANDOVER } : {};
}

const takesShellRuntime = (role: 'host' | 'remote', production: boolean) => role === 'remote' && production;

const runtimePackage = /[\\/]node_modules[\\/]@module-federation[\\/]/;

/**
 * Fails an area build that would carry any part of the federation runtime after all: a module of
 * `@module-federation/*` in its output means the swap above missed (a federation upgrade that
 * moved the file) or something of the area imports the runtime itself.
 */
export class CarriesNoFederationRuntimePlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CarriesNoFederationRuntimePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('CarriesNoFederationRuntimePlugin', (modules) => {
        const carried = [...modules].flatMap((module) => {
          const name = module.nameForCondition() ?? '';
          return runtimePackage.test(name) ? [path.relative(compiler.context, name)] : [];
        });
        if (carried.length === 0) return;
        const error = new WebpackError(
          `This area runs on the shell's federation runtime (docs/decisions/0017) but its build carries ${carried.length} module(s) of it, e.g. ${carried.slice(0, 3).join(', ')}.`,
        );
        compilation.errors.push(error);
      });
    });
  }
}
