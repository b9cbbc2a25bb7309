import type { AppName } from '../apps';
import { activate, ensureLocal, type ActivationGate, type StoreParts } from './activation';
import type { BuildStore } from './builds';
import { endCanary, promoteCanary, startCanary, type CanaryGate } from './canary';
import { fileState } from './file-state';
import { folderBuilds } from './folder-builds';
import type { LoadFailure } from './load-failures';
import { storeLayout } from './layout';
import { postgresState, type PostgresStateOptions } from './postgres-state';
import { buildRemotesManifest, type RemoteOrigins, type ServedVersions } from './remotes-manifest';
import { s3Builds, type S3BuildsOptions } from './s3-builds';
import type { StoreState } from './state';
import { storeBuild } from './store-build';
import type { VitalRecord } from './vitals';

/** Where the store keeps what; by default everything in the root folder (see docs/decisions/0012-several-servers.md). */
export interface StoreOptions {
  /** Builds in an S3 bucket; the root folder is then this machine's read-through cache of them. */
  s3?: S3BuildsOptions;
  /** The activation state (active versions, canaries, history, ledger, signing key) in PostgreSQL. */
  postgres?: PostgresStateOptions;
}

/** The release store bound to one root folder (the real `releases/`, or a temp dir in tests). */
export function openReleaseStore(root: string, options: StoreOptions = {}) {
  const layout = storeLayout(root);
  const builds: BuildStore = options.s3 ? s3Builds(layout, options.s3) : folderBuilds(layout);
  const state: StoreState = options.postgres ? postgresState(options.postgres) : fileState(layout);
  const parts: StoreParts = { state, builds };
  const target = { layout, builds, withLock: <T>(run: () => Promise<T>) => state.change(() => run()) };

  // What the state names active is served from the local folder, so it is brought there before anyone reads it.
  async function readActive() {
    const active = await state.readActive();
    await ensureLocal(builds, active);
    return active;
  }

  return {
    layout,
    root,
    /** Where builds and state live, for logs and listings: `folder`/`s3`, `files`/`postgres`. */
    backends: { builds: builds.kind, state: state.kind },
    storeBuild: (app: AppName, distDir: string, now?: Date) => storeBuild(target, app, distDir, now),
    activate: (app: AppName, version: string, command: string, gate?: ActivationGate) => activate(parts, app, version, command, gate),
    readActive,
    readCanaries: () => state.readCanaries(),
    startCanary: (app: AppName, version: string, percent: number, command: string, gate?: CanaryGate) =>
      startCanary(parts, app, version, percent, command, gate),
    promoteCanary: (app: AppName, command: string, gate?: CanaryGate) => promoteCanary(parts, app, command, gate),
    endCanary: (app: AppName, command: string, options?: { reason?: string; onlyVersion?: string }) =>
      endCanary(parts, app, command, options),
    readPrevious: () => state.readPrevious(),
    readHistory: () => state.readHistory(),
    appendLoadFailure: (failure: LoadFailure, maxBytes?: number) => state.appendLoadFailure(failure, maxBytes),
    readLoadFailures: () => state.readLoadFailures(),
    appendVitals: (records: readonly VitalRecord[], maxBytes?: number) => state.appendVitals(records, maxBytes),
    readVitals: () => state.readVitals(),
    /** The canary monitor's count of browsers served each version (shared by the servers with PostgreSQL). */
    servedBrowsers: (maxPerVersion: number) => state.servedBrowsers(maxPerVersion),
    /** The key browser-id cookies and preview links are signed with; the same for every server of the store. */
    browserIdSecret: () => state.browserIdSecret(),
    listVersions: (app: AppName) => builds.listVersions(app),
    /** Null when not stored; when stored, its files are in `versionDir` (downloaded first from S3). */
    readReleaseInfo: (app: AppName, version: string) => builds.readReleaseInfo(app, version),
    versionDir: (app: AppName, version: string) => layout.versionDir(app, version),
    /** `versionDir`, once the version is there (downloaded first from S3 when this machine lacks it). */
    async localVersionDir(app: AppName, version: string) {
      await builds.ensureLocal(app, version);
      return layout.versionDir(app, version);
    },
    /** `served`: per area, a version other than the active one this browser gets (canary side, preview). */
    async remotesManifest(origins: RemoteOrigins = {}, served: ServedVersions = {}) {
      const [active, previous] = await Promise.all([readActive(), state.readPrevious()]);
      return buildRemotesManifest(active, previous, origins, served);
    },
    /** Closes the database connections, if any. */
    close: () => state.close(),
  };
}

export type ReleaseStore = ReturnType<typeof openReleaseStore>;
