import path from 'node:path';
import sharedPackage from '../package.json';

/** How one module is shared (the federation plugin's `shared` entry, the fields this site sets). */
interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  import?: string | false;
  eager?: boolean;
}
type SharedConfig = Record<string, SharedEntry>;

const versions = sharedPackage.peerDependencies;

// Pinned exactly in package.json; any later minor or patch of the same major may serve.
const caret = (version: string) => `^${version}`;

/**
 * Shared modules whose copy is a surface file of ours rather than the whole package: the exports
 * that file names are all the site may use of it, so the one copy every page loads is tree-shaken
 * to them as the same code built as one app is (react-router whole was ≈60 KB gzip on every page,
 * ≈29 KB in the one app; styled-components ≈1.3 KB more than it). Held by
 * shared-surface.ts in every build and by the release gate between builds.
 */
export const sharedSurfaces: Readonly<Record<string, string>> = {
  'react-router-dom': path.join(__dirname, '../src/federation/router-surface.ts'),
  'styled-components': path.join(__dirname, '../src/federation/styled-surface.ts'),
};

// One copy of each of these may exist on a page: React's hooks, the router's context,
// styled-components' style sheet and the session store all break when two copies meet.
// Nothing imports 'react-router' but the router's surface, which carries what it needs of it.
export const sharedSingletons: SharedConfig = {
  react: { singleton: true, requiredVersion: caret(versions.react) },
  'react/jsx-runtime': { singleton: true, requiredVersion: caret(versions.react) },
  'react-dom': { singleton: true, requiredVersion: caret(versions['react-dom']) },
  'react-dom/client': { singleton: true, requiredVersion: caret(versions['react-dom']) },
  'react-router-dom': {
    singleton: true,
    requiredVersion: caret(versions['react-router-dom']),
    // The surface files are ours, so federation cannot read the version from their package.json.
    version: versions['react-router-dom'],
    import: sharedSurfaces['react-router-dom'],
  },
  'styled-components': {
    singleton: true,
    requiredVersion: caret(versions['styled-components']),
    version: versions['styled-components'],
    import: sharedSurfaces['styled-components'],
  },
  '@ceylon/shared': { singleton: true, requiredVersion: caret(sharedPackage.version) },
};

/**
 * The shell provides every singleton from its own start-up files (`eager`): the page's first
 * scripts hold React, the router, styled-components and @ceylon/shared, instead of the shell
 * asking for each once its entry has run (a request level fewer on every page).
 * Production areas take them from the shell and carry no copies of their own (`import: false`),
 * as they take its federation runtime (docs/decisions/0013); the release gate refuses an area
 * beside a shell that does not share one. Under `npm run dev` an area keeps its copies, to run alone.
 */
export function sharedFor(role: 'host' | 'remote', production: boolean): SharedConfig {
  const withEntry = (change: Partial<SharedEntry>): SharedConfig =>
    Object.fromEntries(Object.entries(sharedSingletons).map(([name, entry]) => [name, { ...entry, ...change }]));
  if (role === 'host') return withEntry({ eager: true });
  return production ? withEntry({ import: false }) : sharedSingletons;
}
