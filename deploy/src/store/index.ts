export { openReleaseStore, type ReleaseStore } from './release-store';
export type { ActiveVersions, Activation, HistoryEntry } from './activation';
export type { ReleaseInfo } from './release-info';
export type { RemotesManifest, RemoteManifestEntry, RemoteOrigins } from './remotes-manifest';
export { isVersion } from './layout';
