export { openReleaseStore, type ReleaseStore } from './release-store';
export type { ActiveVersions, Activation, ActivationGate, Canaries, Canary, HistoryEntry } from './activation';
export { CanaryConflict, isCanaryPercent, type CanaryChange } from './canary';
export type { ServedVersions } from './remotes-manifest';
export type { LoadFailure } from './load-failures';
export type { ReleaseInfo } from './release-info';
export type { RemoteOrigins } from './remotes-manifest';
export { isVersion } from './layout';
