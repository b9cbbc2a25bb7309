import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { s3ClientFor, type S3Connection } from '@ceylon/api/s3';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { AppName } from '../apps';
import type { BuildStore } from './builds';
import { isCode, listFiles } from './content-hash';
import { isVersion, releaseInfoName, type StoreLayout } from './layout';
import { readReleaseInfo, type ReleaseInfo } from './release-info';

export interface S3BuildsOptions extends S3Connection {
  /** Key prefix of the store in the bucket (`releases/` by default), so a bucket can hold other things too. */
  prefix: string;
}

/** Requests to the bucket at once, per upload or download. */
const concurrency = 8;
/** A stored version holds at most this many files (a release is refused far below it). */
const maxFilesPerVersion = 20_000;
/** An unknown version asked for (a browser's guess, a version just stored elsewhere) lists the bucket at most this often per app. */
const relistAfterMs = 1_000;

/**
 * Builds in an S3 bucket, `<prefix><app>/<version>/<file>`, the version's `.release.json` written
 * last so a version without it is incomplete and ignored. Each server serves from its own folder
 * (the store's root), a read-through cache of whole versions: a version is downloaded under a
 * temporary name on first need, then renamed into place; stored versions never change, so the
 * cache is never invalidated.
 */
export function s3Builds(layout: StoreLayout, options: S3BuildsOptions): BuildStore {
  const client = s3ClientFor(options);
  const Bucket = options.bucket;
  const versionPrefix = (app: AppName, version: string) => `${options.prefix}${app}/${version}/`;
  const infos = new Map<string, ReleaseInfo>();
  const local = new Set<string>();
  const downloads = new Map<string, Promise<void>>();
  const listings = new Map<AppName, { at: number; versions: Promise<ReleaseInfo[]> }>();

  async function getText(Key: string): Promise<string | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      return object.Body ? await object.Body.transformToString() : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function listKeys(Prefix: string, Delimiter?: string): Promise<{ keys: string[]; folders: string[] }> {
    const keys: string[] = [];
    const folders: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, Delimiter, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key);
      for (const folder of page.CommonPrefixes ?? []) if (folder.Prefix !== undefined) folders.push(folder.Prefix);
      if (keys.length > maxFilesPerVersion) throw new Error(`${Prefix} holds more than ${maxFilesPerVersion} files; not a stored version.`);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken !== undefined);
    return { keys, folders };
  }

  async function infoOf(app: AppName, version: string): Promise<ReleaseInfo | null> {
    const key = `${app}/${version}`;
    const known = infos.get(key);
    if (known) return known;
    const text = await getText(`${versionPrefix(app, version)}${releaseInfoName}`);
    if (text === null) return null;
    const info = JSON.parse(text) as ReleaseInfo;
    infos.set(key, info);
    return info;
  }

  async function listVersions(app: AppName): Promise<ReleaseInfo[]> {
    const { folders } = await listKeys(`${options.prefix}${app}/`, '/');
    const versions = folders.map((folder) => folder.slice(options.prefix.length + app.length + 1, -1)).filter(isVersion);
    const found = await pLimit(concurrency).map(versions, (version) => infoOf(app, version));
    return found.filter((info): info is ReleaseInfo => info !== null).sort((a, b) => b.version.localeCompare(a.version));
  }

  /** The listing of at most `relistAfterMs` ago, shared by everyone asking meanwhile. */
  function recentListing(app: AppName): Promise<ReleaseInfo[]> {
    const now = Date.now();
    const cached = listings.get(app);
    if (cached && now - cached.at < relistAfterMs) return cached.versions;
    const versions = listVersions(app);
    listings.set(app, { at: now, versions });
    versions.catch(() => listings.delete(app));
    return versions;
  }

  async function download(app: AppName, version: string): Promise<void> {
    const prefix = versionPrefix(app, version);
    const files = (await listKeys(prefix)).keys.map((key) => key.slice(prefix.length));
    if (!files.includes(releaseInfoName)) throw new Error(`${app} ${version} is not completely stored in the bucket.`);
    for (const file of files)
      if (!isSafeRelativePath(file)) throw new Error(`${app} ${version} holds a file named "${file}", which is not stored by this store.`);
    await mkdir(layout.appDir(app), { recursive: true });
    const incoming = path.join(layout.appDir(app), `.incoming-${randomBytes(6).toString('hex')}`);
    try {
      const fetchFile = async (file: string) => {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: `${prefix}${file}` }));
        const target = path.join(incoming, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, object.Body ? await object.Body.transformToByteArray() : new Uint8Array());
      };
      await pLimit(concurrency).map(
        files.filter((file) => file !== releaseInfoName),
        fetchFile,
      );
      // The info file last: a folder with it is complete (release-info.ts skips folders without one).
      await fetchFile(releaseInfoName);
      await moveIntoPlace(incoming, layout.versionDir(app, version));
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  }

  async function ensureLocal(app: AppName, version: string): Promise<void> {
    const key = `${app}/${version}`;
    if (local.has(key)) return;
    if ((await readReleaseInfo(layout, app, version)) === null) {
      let running = downloads.get(key);
      if (!running) {
        running = download(app, version).finally(() => downloads.delete(key));
        downloads.set(key, running);
      }
      await running;
    }
    local.add(key);
  }

  return {
    kind: 's3',
    listVersions: (app, { fresh = false } = {}) => (fresh ? listVersions(app) : recentListing(app)),
    async readReleaseInfo(app, version) {
      layout.versionDir(app, version); // throws on a name that is not a version, as the folder store does
      const cached = await readReleaseInfo(layout, app, version);
      if (cached) return cached;
      if (!(await recentListing(app)).some((info) => info.version === version)) return null;
      await ensureLocal(app, version);
      return readReleaseInfo(layout, app, version);
    },
    ensureLocal,
    async upload(incoming, app, version) {
      const files = (await listFiles(incoming, '.')).filter((file) => file !== releaseInfoName);
      await pLimit(concurrency).map(files, async (file) => {
        const Body = await readFile(path.join(incoming, file));
        await client.send(new PutObjectCommand({ Bucket, Key: `${versionPrefix(app, version)}${file}`, Body }));
      });
    },
    async commit(incoming, app, version) {
      const Body = await readFile(path.join(incoming, releaseInfoName));
      await client.send(new PutObjectCommand({ Bucket, Key: `${versionPrefix(app, version)}${releaseInfoName}`, Body }));
      listings.delete(app);
      await moveIntoPlace(incoming, layout.versionDir(app, version));
    },
    async discard(app, version) {
      const { keys } = await listKeys(versionPrefix(app, version));
      await pLimit(concurrency).map(keys, (Key) => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
  };
}

/** Renames a complete folder into place; when another process of this machine was first, its identical copy stays. */
async function moveIntoPlace(incoming: string, target: string): Promise<void> {
  try {
    await rename(incoming, target);
  } catch (error) {
    if (!isCode(error, 'ENOTEMPTY') && !isCode(error, 'EEXIST')) throw error;
  }
}

function isSafeRelativePath(file: string): boolean {
  const parts = file.split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\') && !part.includes('\0'));
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
