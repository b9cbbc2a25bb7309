import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * What a build's mf-manifest.json says of the federation runtime, as `metaData.federationRuntime`:
 * the shell `provides` its version to the page; a production area `requires` one from the shell
 * (a caret range of the version it was built with) and carries none itself. A build without it
 * bundles its own runtime. The release gate reads it (deploy/src/verify).
 */
export interface FederationRuntimeDeclaration {
  provides?: string;
  requires?: string;
}

/** The shell's runtime plugin that hands its runtime to the areas. */
const provideRuntimePlugin = path.join(__dirname, '../src/federation/provide-runtime-plugin.ts');

/**
 * One federation runtime per page (docs/decisions/0013): the shell bundles it and hands it to the
 * areas through a global (`externalRuntime` reads it); production area builds leave it out. Under `npm run dev` an area keeps
 * its own, so its standalone page still runs without the shell. Every build drops the parts of the
 * runtime this site never uses: manifest snapshots (areas are registered by their entry file) and
 * the Node.js loaders.
 */
export function federationRuntimeOptions(role: 'host' | 'remote', production: boolean): FederationOptions {
  return {
    runtimePlugins: role === 'host' ? [provideRuntimePlugin] : [],
    experiments: {
      externalRuntime: takesShellRuntime(role, production),
      optimization: { disableSnapshot: true, target: 'web' },
    },
  };
}

/** What the build's manifest says of its runtime, for the federation plugin's `version`. */
export function federationRuntimeDeclaration(
  role: 'host' | 'remote',
  production: boolean,
  version: string | undefined,
): FederationRuntimeDeclaration {
  if (role === 'host') return { provides: version };
  return takesShellRuntime(role, production) ? { requires: `^${version}` } : {};
}

const takesShellRuntime = (role: 'host' | 'remote', production: boolean) => role === 'remote' && production;
