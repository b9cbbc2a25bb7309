import { lstat, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apps, type AppName } from '../apps';
import { isCode } from '../store/content-hash';
import type { Activation, ReleaseStore } from '../store';
import { releaseStored } from '../verify';
import { BuildRefused, quote, Tally, unpackArchive, type EntryKind } from './archive';
import { defaultPublishLimits, type PublishLimits } from './limits';

export interface PublishOutcome extends Activation {
  app: AppName;
  /** True when identical content was already stored and that version was used. */
  reused: boolean;
  /** Set when released as a canary beside `from`. */
  canaryPercent?: number;
}

/**
 * Releases a build made elsewhere (a team's own pipeline): `from` is a dist folder, or a .tgz of
 * one, whose root is the dist itself or holds a single folder that is. No build runs. The
 * build is checked (plain files and folders only, within the limits) before anything is stored;
 * then it takes the path every release takes: store, gate, activate. A refused archive or folder
 * throws BuildRefused and stores nothing; a build the gate refuses stays stored, unactivated, as
 * with `npm run release`.
 */
export async function releaseFrom(
  store: ReleaseStore,
  app: AppName,
  from: string,
  options: { command: string; limits?: PublishLimits; canaryPercent?: number },
): Promise<PublishOutcome> {
  const limits = options.limits ?? defaultPublishLimits;
  const kind = await kindOfSource(from);
  const work = kind === 'archive' ? await mkdtemp(path.join(os.tmpdir(), 'ceylon-publish-')) : null;
  try {
    if (work !== null) await unpackArchive(from, work, limits);
    else await checkFolder(from, limits);
    const dist = await findDistRoot(work ?? from, app, kind);
    const { version, reused } = await store.storeBuild(app, dist);
    const activation = await releaseStored(store, app, version, options.command, options.canaryPercent);
    return { app, reused, ...activation };
  } finally {
    if (work !== null) await rm(work, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function kindOfSource(from: string): Promise<'folder' | 'archive'> {
  try {
    const info = await stat(from);
    if (info.isDirectory()) return 'folder';
    if (info.isFile()) return 'archive';
  } catch (error) {
    if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR'))
      throw new Error(`Cannot release from ${from}: there is no such file or folder.`, { cause: error });
    throw error;
  }
  throw new BuildRefused(`${from} is neither a folder nor an archive file`);
}

/** The same rules as for an archive's entries: plain files and folders, within the limits. */
export async function checkFolder(root: string, limits: PublishLimits): Promise<void> {
  const tally = new Tally(limits);
  const pending = ['.'];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const entry of await readdir(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      const kind: EntryKind = entry.isFile()
        ? 'file'
        : entry.isDirectory()
          ? 'folder'
          : entry.isSymbolicLink()
            ? 'symlink'
            : entry.isCharacterDevice() || entry.isBlockDevice()
              ? 'device'
              : entry.isFIFO()
                ? 'pipe'
                : 'other';
      const size = kind === 'file' ? (await lstat(path.join(root, relative))).size : 0;
      const problem = tally.add(relative, kind, size);
      if (problem !== null) throw new BuildRefused(problem);
      if (kind === 'folder') pending.push(relative);
    }
  }
}

/** The dist: the root itself when the app's entry file is there, or the root's one and only folder when it is in there. */
async function findDistRoot(root: string, app: AppName, kind: 'folder' | 'archive'): Promise<string> {
  const entryFile = apps[app].entryFile;
  if (await isFile(path.join(root, entryFile))) return root;
  const entries = await readdir(root, { withFileTypes: true });
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only?.isDirectory() && (await isFile(path.join(root, only.name, entryFile)))) return path.join(root, only.name);
  const where = kind === 'archive' ? "the archive's root" : 'the folder';
  throw new BuildRefused(`there is no ${quote(entryFile)} in ${where} or in a single folder inside it (is it a build of ${app}?)`);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isFile();
  } catch {
    return false;
  }
}
