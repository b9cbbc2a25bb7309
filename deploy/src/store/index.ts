export { openReleaseStore, type ReleaseStore } from './release-store';
export type { ActiveVersions, Activation, ActivationGate, HistoryEntry } from './activation';
export type { LoadFailure } from './load-failures';
export type { ReleaseInfo } from './release-info';
export type { RemoteOrigins } from './remotes-manifest';
export { isVersion } from './layout';
