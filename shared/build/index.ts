export { createWebpackConfig, devPorts } from './webpack';
export { SCRIPT_LOAD_TIMEOUT_MS } from '../src/areas';
export type { FederationOptions } from './webpack';
export { sharedSingletons, containerNames } from './federation';
