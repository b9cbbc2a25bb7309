import { randomBytes } from 'node:crypto';
import { access, cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apps, type AppName } from '../apps';
import { hashDirectory, listFiles } from './content-hash';
import { releaseInfoName, versionName, type StoreLayout } from './layout';
import { listVersions, type ReleaseInfo } from './release-info';
import { withStoreLock } from './store-lock';

/** Left out of stored builds: build bookkeeping, not part of what the browser loads. */
const notStored = ['.build-hash'];

export interface StoredBuild {
  version: string;
  /** True when identical content was already stored and that version is returned. */
  reused: boolean;
}

/** Copies `distDir` into the store as a new immutable version, unless the same content is there. */
export async function storeBuild(layout: StoreLayout, app: AppName, distDir: string, now: Date = new Date()): Promise<StoredBuild> {
  const entry = apps[app].entryFile;
  try {
    await access(path.join(distDir, entry));
  } catch {
    throw new Error(`Cannot store ${app}: ${distDir} has no ${entry} (is it built?)`);
  }
  const contentHash = await hashDirectory(distDir, { ignore: notStored });
  const existing = await findByHash(layout, app, contentHash);
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
    // Checked again under the lock: another process may have stored the same build meanwhile.
    return await withStoreLock(layout, async () => {
      const raced = await findByHash(layout, app, contentHash);
      if (raced) return { version: raced.version, reused: true };
      await rename(incoming, layout.versionDir(app, version));
      return { version, reused: false };
    });
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}

async function findByHash(layout: StoreLayout, app: AppName, contentHash: string) {
  return (await listVersions(layout, app)).find((info) => info.contentHash === contentHash);
}

async function measure(dir: string): Promise<{ fileCount: number; bytes: number }> {
  const files = await listFiles(dir, '.');
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(dir, file))).size));
  return { fileCount: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
