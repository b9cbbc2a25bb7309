export { createWebpackConfig, createWebpackConfigs, devPorts } from './webpack';
export { SERVER_BUILD_DIR, SERVER_BUILD_FILE } from './server-webpack';
export { SCRIPT_LOAD_TIMEOUT_MS } from '../src/areas';
export type { FederationOptions } from './webpack';
export { sharedSingletons } from './federation';
export { containerNames } from '../src/areas';
