import { rename } from 'node:fs/promises';
import type { BuildStore } from './builds';
import type { StoreLayout } from './layout';
import { listVersions, readReleaseInfo } from './release-info';

/** Builds kept in the store's own folder: what every server reads is what was renamed into place. */
export function folderBuilds(layout: StoreLayout): BuildStore {
  return {
    kind: 'folder',
    listVersions: (app) => listVersions(layout, app),
    // Async, so a name that is not a version rejects rather than throws where it is asked.
    readReleaseInfo: async (app, version) => readReleaseInfo(layout, app, version),
    ensureLocal: async () => undefined,
    upload: async () => undefined,
    commit: (incoming, app, version) => rename(incoming, layout.versionDir(app, version)),
    discard: async () => undefined,
  };
}
