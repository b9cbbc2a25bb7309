// `npm run restore -- <archive>`: a stopped site back to a backup (docs/decisions/0025). The archive
// is checked whole first; the new data folder is made beside the old one and checked (the API opens
// its database), and only then do the folders change places, by rename. The old folder is kept, as
// <data>.before-restore-<time>, until the operator removes it.
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { dataFolderFromSnapshot, SnapshotRefused, type RestoredDataFolder } from '@ceylon/api';
import { unpackArchive } from '../publish/archive';
import type { PublishLimits } from '../publish/limits';
import type { StoreOptions } from '../store';
import { storeLayout } from '../store/layout';
import { withStoreLock } from '../store/store-lock';
import { RELEASES_FOLDER, storeStateFiles, type BackupManifest } from './backup-manifest';
import { BackupArchiveRefused, checkBackup } from './check-backup';
import { runningSite } from './control-channel';

/** A restore that was not made; nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreTarget {
  dataDir: string;
  storeRoot: string;
  storeOptions: StoreOptions;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  restored: RestoredDataFolder;
  /** Where the data folder that was replaced now is (null: there was none). */
  kept: string | null;
  /** What became of the release store's state. */
  releases: string;
}

const gigabyte = 1024 * 1024 * 1024;

/** What one archive may unpack to: far above a site's data today (about 40 MB of database, a few hundred photos), still a bound. */
export const backupLimits: PublishLimits = {
  maxArchiveBytes: 20 * gigabyte,
  maxFiles: 1_000_000,
  maxFileBytes: 8 * gigabyte,
  maxTotalBytes: 40 * gigabyte,
};

export async function restoreBackup(archive: string, target: RestoreTarget, now = new Date()): Promise<RestoreOutcome> {
  const pid = await runningSite(target.dataDir);
  if (pid !== null) {
    throw new RestoreRefused(`A site is running on ${target.dataDir} (process ${pid}): stop it (Ctrl+C, or SIGTERM), then restore.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = await checkBackup(archive);
  } catch (error) {
    throw error instanceof BackupArchiveRefused ? new RestoreRefused(error.message) : error;
  }
  const dataDir = path.resolve(target.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  // Beside the data folder, so the final renames stay on one file system.
  const work = await mkdtemp(path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restoring-`));
  try {
    const unpacked = path.join(work, 'archive');
    await mkdir(unpacked);
    await unpackArchive(archive, unpacked, backupLimits, (reason) => new RestoreRefused(`${archive} cannot be restored: ${reason}.`));
    const fresh = path.join(work, 'data');
    let restored: RestoredDataFolder;
    try {
      restored = await dataFolderFromSnapshot(unpacked, fresh, manifest.photos.included);
    } catch (error) {
      throw error instanceof SnapshotRefused ? new RestoreRefused(`${archive} cannot be restored: ${error.message}.`) : error;
    }
    const stamp = now
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replaceAll(':', '-');
    const kept = `${dataDir}.before-restore-${stamp}`;
    const replaced = await exists(dataDir);
    if (replaced) await rename(dataDir, kept);
    await rename(fresh, dataDir);
    const releases = await restoreReleases(manifest, path.join(unpacked, RELEASES_FOLDER), target, kept);
    return { manifest, restored, kept: replaced ? kept : null, releases };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The builds the backup names are put in the store where missing (a version folder never changes,
 * so one already there is the same build), then the state files are replaced under the store's
 * lock; those replaced are kept in `keptFolder`.
 */
async function restoreReleases(manifest: BackupManifest, from: string, target: RestoreTarget, keptFolder: string): Promise<string> {
  if (!manifest.releases.included) return `not in the backup (they were in ${manifest.releases.where})`;
  if (target.storeOptions.s3 || target.storeOptions.postgres) return 'left as they are: this site’s release store is in S3 or PostgreSQL';
  const layout = storeLayout(target.storeRoot);
  for (const { app, version } of manifest.releases.versions) {
    const into = layout.versionDir(app, version);
    if (await exists(into)) continue;
    await mkdir(layout.appDir(app), { recursive: true });
    await rename(path.join(from, app, version), into);
  }
  const keptState = path.join(keptFolder, 'release-store-state');
  // (Made even when no data folder was replaced: the state files replaced are kept all the same.)
  await mkdir(keptState, { recursive: true });
  await withStoreLock(layout, async () => {
    for (const current of storeStateFiles(layout)) {
      const name = path.basename(current);
      const before = await readFile(current).catch(() => null);
      if (before) await writeFileAtomic(path.join(keptState, name), before);
      const restored = await readFile(path.join(from, name)).catch(() => null);
      if (restored) await writeFileAtomic(current, restored);
      else await rm(current, { force: true });
    }
  });
  return `restored (${manifest.releases.versions.length} builds named; the state replaced is in ${keptState})`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
