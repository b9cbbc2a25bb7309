// `npm run backup`'s work inside the serving process (docs/decisions/0025): the API's data at one
// moment (embedded-data.ts in the API), the release store's state, and a manifest, in one .tar.gz
// streamed to whoever asked. Everything is gathered into a folder in the data folder first (links,
// not copies), so the archive is written from files that no longer change.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { create } from 'tar';
import type { EmbeddedData } from '@ceylon/api';
import { isAppName, type AppName } from '../apps';
import { isVersion, type StoreOptions } from '../store';
import { storeLayout } from '../store/layout';
import { withStoreLock } from '../store/store-lock';
import { MANIFEST_FILE, RELEASES_FOLDER, storeStateFiles, type BackupManifest } from './backup-manifest';

/** A backup that cannot be made here; the message is for the operator. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

const STAGING_PREFIX = '.backup-';

export interface BackupSources {
  data: EmbeddedData;
  storeRoot: string;
  storeOptions: StoreOptions;
}

export interface TakenBackup {
  manifest: BackupManifest;
  /** How long the database was held for the snapshot (requests waited meanwhile). */
  heldMs: number;
  /** The archive, gzip-compressed; the gathered files are removed once it ends or fails. */
  archive: Readable;
}

export async function takeBackup({ data, storeRoot, storeOptions }: BackupSources, now = new Date()): Promise<TakenBackup> {
  if (data.unavailable) throw new BackupRefused(data.unavailable);
  // One backup at a time per site (control-channel.ts): a folder left by another was left by a crash.
  for (const name of await readdir(data.dataDir)) {
    if (name.startsWith(STAGING_PREFIX)) await rm(path.join(data.dataDir, name), { recursive: true, force: true });
  }
  const folder = await mkdtemp(path.join(data.dataDir, STAGING_PREFIX));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  try {
    const snapshot = await data.snapshot(folder);
    const releases = await gatherReleases(storeRoot, storeOptions, path.join(folder, RELEASES_FOLDER));
    const manifest: BackupManifest = {
      format: 'ceylon-stays-backup',
      formatVersion: 1,
      createdAt: now.toISOString(),
      database: snapshot.database,
      photos: data.photosElsewhere ? { included: false, where: data.photosElsewhere } : { included: true, count: snapshot.photos.length },
      jwtSecret: snapshot.jwtSecret,
      releases,
    };
    await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_FILE, path.dirname(snapshot.database.file)];
    if (manifest.photos.included) entries.push('photos');
    if (snapshot.jwtSecret) entries.push('jwt-secret');
    if (releases.included) entries.push(RELEASES_FOLDER);
    // follow: the release folders are symbolic links to the store's (immutable) version folders.
    const archive = Readable.from(create({ cwd: folder, gzip: true, portable: true, follow: true }, entries));
    archive.once('close', () => void removeFolder());
    return { manifest, archive, heldMs: snapshot.heldMs };
  } catch (error) {
    await removeFolder();
    throw error;
  }
}

/**
 * The release store's state files, copied under its lock (so active.json and previous.json agree),
 * and a link to each build they name: the active, previous and canary versions. A store in S3 and
 * PostgreSQL is not a file to copy, and is left to its own backups.
 */
async function gatherReleases(root: string, options: StoreOptions, into: string): Promise<BackupManifest['releases']> {
  if (options.s3 || options.postgres) {
    const where = [options.s3 && `the S3 bucket ${options.s3.bucket}`, options.postgres && 'PostgreSQL (RELEASES_DATABASE_URL)'];
    return { included: false, where: where.filter(Boolean).join(' and ') };
  }
  const layout = storeLayout(root);
  await mkdir(into, { recursive: true });
  await withStoreLock(layout, async () => {
    for (const file of storeStateFiles(layout)) await copyFile(file, path.join(into, path.basename(file))).catch(unlessMissing);
  });
  const versions: { app: AppName; version: string }[] = [];
  for (const { app, version } of await namedVersions(into)) {
    const build = layout.versionDir(app, version);
    if (!(await stat(build).catch(() => null))?.isDirectory()) continue;
    await mkdir(path.join(into, app), { recursive: true });
    await symlink(build, path.join(into, app, version), 'dir');
    versions.push({ app, version });
  }
  return { included: true, versions };
}

/** The builds the copied state names, each once. */
async function namedVersions(stateFolder: string): Promise<{ app: AppName; version: string }[]> {
  const named = new Map<string, { app: AppName; version: string }>();
  const add = (app: string, version: unknown) => {
    if (isAppName(app) && typeof version === 'string' && isVersion(version)) named.set(`${app}/${version}`, { app, version });
  };
  for (const name of ['active.json', 'previous.json']) {
    for (const [app, version] of Object.entries(await readJson(path.join(stateFolder, name)))) add(app, version);
  }
  for (const [app, canary] of Object.entries(await readJson(path.join(stateFolder, 'canary.json')))) {
    add(app, (canary as { version?: unknown } | null)?.version);
  }
  return [...named.values()];
}

async function readJson(file: string): Promise<Record<string, unknown>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? '{}' : Promise.reject(error),
  );
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function unlessMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
