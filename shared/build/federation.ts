import type { FederationOptions } from './webpack';
import sharedPackage from '../package.json';

type SharedConfig = NonNullable<FederationOptions['shared']>;

const versions = sharedPackage.peerDependencies;

// Pinned exactly in package.json; any later minor or patch of the same major may serve.
const caret = (version: string) => `^${version}`;

// One copy of each of these may exist on a page: React's hooks, the router's context,
// styled-components' style sheet and the session store all break when two copies meet.
export const sharedSingletons: SharedConfig = {
  react: { singleton: true, requiredVersion: caret(versions.react) },
  'react/jsx-runtime': { singleton: true, requiredVersion: caret(versions.react) },
  'react-dom': { singleton: true, requiredVersion: caret(versions['react-dom']) },
  'react-dom/client': { singleton: true, requiredVersion: caret(versions['react-dom']) },
  'react-router': { singleton: true, requiredVersion: caret(versions['react-router-dom']) },
  'react-router-dom': { singleton: true, requiredVersion: caret(versions['react-router-dom']) },
  'styled-components': { singleton: true, requiredVersion: caret(versions['styled-components']) },
  '@ceylon/shared': { singleton: true, requiredVersion: caret(sharedPackage.version) },
};

export { containerNames } from '../src/areas';
