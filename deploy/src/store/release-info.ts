import { readdir } from 'node:fs/promises';
import type { AppName } from '../apps';
import { readJsonFile } from './json-file';
import { isCode } from './content-hash';
import { isVersion, type StoreLayout } from './layout';

/** Written once beside a stored build; lets dedup and listings work without re-hashing. */
export interface ReleaseInfo {
  app: AppName;
  version: string;
  contentHash: string;
  storedAt: string;
  fileCount: number;
  bytes: number;
}

export function readReleaseInfo(layout: StoreLayout, app: AppName, version: string): Promise<ReleaseInfo | null> {
  return readJsonFile<ReleaseInfo | null>(layout.releaseInfoFile(app, version), null);
}

/** Every complete stored version of `app`, newest first. */
export async function listVersions(layout: StoreLayout, app: AppName): Promise<ReleaseInfo[]> {
  let names: string[];
  try {
    names = await readdir(layout.appDir(app));
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
  // Half-copied builds live under other names until renamed into place, so a version folder
  // without its info file is not one this store made; it is skipped rather than served as a release.
  const infos = await Promise.all(names.filter(isVersion).map((v) => readReleaseInfo(layout, app, v)));
  return infos.filter((info): info is ReleaseInfo => info !== null).sort((a, b) => b.version.localeCompare(a.version));
}
