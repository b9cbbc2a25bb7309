import type { AppName } from '../apps';
import { activate, readActive, readCanaries, readHistory, readPrevious, type ActivationGate } from './activation';
import { endCanary, promoteCanary, startCanary, type CanaryGate } from './canary';
import { appendLoadFailure, readLoadFailures, type LoadFailure } from './load-failures';
import { storeLayout } from './layout';
import { buildRemotesManifest, type RemoteOrigins, type ServedVersions } from './remotes-manifest';
import { listVersions, readReleaseInfo } from './release-info';
import { storeBuild } from './store-build';

/** The release store bound to one root folder (the real `releases/`, or a temp dir in tests). */
export function openReleaseStore(root: string) {
  const layout = storeLayout(root);
  return {
    layout,
    root,
    storeBuild: (app: AppName, distDir: string, now?: Date) => storeBuild(layout, app, distDir, now),
    activate: (app: AppName, version: string, command: string, gate?: ActivationGate) => activate(layout, app, version, command, gate),
    readActive: () => readActive(layout),
    readCanaries: () => readCanaries(layout),
    startCanary: (app: AppName, version: string, percent: number, command: string, gate?: CanaryGate) =>
      startCanary(layout, app, version, percent, command, gate),
    promoteCanary: (app: AppName, command: string, gate?: CanaryGate) => promoteCanary(layout, app, command, gate),
    endCanary: (app: AppName, command: string, options?: { reason?: string; onlyVersion?: string }) =>
      endCanary(layout, app, command, options),
    readPrevious: () => readPrevious(layout),
    readHistory: () => readHistory(layout),
    appendLoadFailure: (failure: LoadFailure, maxBytes?: number) => appendLoadFailure(layout, failure, maxBytes),
    readLoadFailures: () => readLoadFailures(layout),
    listVersions: (app: AppName) => listVersions(layout, app),
    readReleaseInfo: (app: AppName, version: string) => readReleaseInfo(layout, app, version),
    versionDir: (app: AppName, version: string) => layout.versionDir(app, version),
    /** `served`: per area, a version other than the active one this browser gets (canary side, preview). */
    async remotesManifest(origins: RemoteOrigins = {}, served: ServedVersions = {}) {
      const [active, previous] = await Promise.all([readActive(layout), readPrevious(layout)]);
      return buildRemotesManifest(active, previous, origins, served);
    },
  };
}

export type ReleaseStore = ReturnType<typeof openReleaseStore>;
