import { randomBytes } from 'node:crypto';
import { access, cp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apps, type AppName } from '../apps';
import { hashDirectory, listFiles } from './content-hash';
import type { BuildStore } from './builds';
import { releaseInfoName, versionName, type StoreLayout } from './layout';
import { precompressBuild } from './precompress';
import type { ReleaseInfo } from './release-info';

/** Left out of stored builds: build bookkeeping, not part of what the browser loads. */
const notStored = ['.build-hash'];

export interface StoredBuild {
  version: string;
  /** True when identical content was already stored and that version is returned. */
  reused: boolean;
}

/** Where a build is stored, and the store's lock (a file lock, or PostgreSQL's when several machines share the store). */
export interface BuildTarget {
  layout: StoreLayout;
  builds: BuildStore;
  withLock<T>(run: () => Promise<T>): Promise<T>;
}

/** Copies `distDir` into the store as a new immutable version, unless the same content is there. */
export async function storeBuild(target: BuildTarget, app: AppName, distDir: string, now: Date = new Date()): Promise<StoredBuild> {
  const { layout, builds } = target;
  const entry = apps[app].entryFile;
  try {
    await access(path.join(distDir, entry));
  } catch {
    throw new Error(`Cannot store ${app}: ${distDir} has no ${entry} (is it built?)`);
  }
  const contentHash = await hashDirectory(distDir, { ignore: notStored });
  const existing = await findByHash(builds, app, contentHash);
  if (existing) return { version: existing.version, reused: true };

  // Copy under a name readers ignore, then rename into place: a version folder is complete or absent.
  await mkdir(layout.appDir(app), { recursive: true });
  const incoming = path.join(layout.appDir(app), `.incoming-${randomBytes(6).toString('hex')}`);
  try {
    await cp(distDir, incoming, {
      recursive: true,
      filter: (source) => !notStored.includes(path.basename(source)),
    });
    const version = versionName(now, contentHash);
    const info: ReleaseInfo = {
      app,
      version,
      contentHash,
      storedAt: now.toISOString(),
      ...(await measure(incoming)),
    };
    await writeFile(path.join(incoming, releaseInfoName), `${JSON.stringify(info, null, 2)}\n`);
    // Brotli and gzip forms beside the files, sent as they are (precompress.ts); hash and sizes are the build's own.
    await precompressBuild(incoming);
    await builds.upload(incoming, app, version);
    // Checked again under the lock: another process may have stored the same build meanwhile.
    return await target.withLock(async () => {
      const raced = await findByHash(builds, app, contentHash);
      if (raced) {
        // A build stored in the same second under the same name is this one's very bytes: nothing to remove.
        if (raced.version !== version) await builds.discard(app, version);
        return { version: raced.version, reused: true };
      }
      await builds.commit(incoming, app, version);
      return { version, reused: false };
    });
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}

async function findByHash(builds: BuildStore, app: AppName, contentHash: string) {
  return (await builds.listVersions(app, { fresh: true })).find((info) => info.contentHash === contentHash);
}

async function measure(dir: string): Promise<{ fileCount: number; bytes: number }> {
  const files = await listFiles(dir, '.');
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(dir, file))).size));
  return { fileCount: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
