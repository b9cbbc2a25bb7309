// Reads a backup archive end to end without writing anything: a foreign, cut-short or damaged file is
// refused here, before a restore touches a folder (and `npm run backup` checks what it just wrote).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { PHOTO_KEY_PATTERN } from '@ceylon/api';
import { checkManifest, MANIFEST_FILE, type BackupManifest } from './backup-manifest';

/** An archive that is not a whole backup of this site; the message says what is wrong with it. */
export class BackupArchiveRefused extends Error {
  override name = 'BackupArchiveRefused';

  constructor(
    readonly archive: string,
    readonly reason: string,
  ) {
    super(`${archive} is not a backup this site can restore: ${reason}.`);
  }
}

const MANIFEST_LIMIT = 64 * 1024;
const isPhotoEntry = (name: string) => name.startsWith('photos/') && PHOTO_KEY_PATTERN.test(name.slice('photos/'.length));

export async function checkBackup(archive: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let refusal: string | undefined;
  let databaseHash: string | undefined;
  let photos = 0;
  let entries = 0;
  const parser = new Parser({
    strict: true,
    // Every entry is read to its end (a parser's entries wait for a reader), most into nothing.
    onReadEntry: (entry: ReadEntry) => {
      entries += 1;
      if (refusal !== undefined) return void entry.resume();
      if (entries === 1) {
        if (entry.path !== MANIFEST_FILE || entry.type !== 'File' || (entry.size ?? 0) > MANIFEST_LIMIT) {
          refusal = `it does not begin with ${MANIFEST_FILE}, so it was not made by \`npm run backup\``;
          return void entry.resume();
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          const read = parseJson(Buffer.concat(chunks).toString('utf8'));
          if (checkManifest.Check(read)) manifest = read;
          else refusal = `its ${MANIFEST_FILE} is not one this version reads`;
        });
        return;
      }
      if (entry.path === manifest?.database.file) {
        const hash = createHash('sha256');
        entry.on('data', (chunk: Buffer) => hash.update(chunk));
        entry.on('end', () => (databaseHash = hash.digest('hex')));
      } else {
        if (isPhotoEntry(entry.path)) photos += 1;
        entry.resume();
      }
    },
  });
  try {
    await pipeline(createReadStream(archive), createGunzip(), parser);
  } catch (error) {
    throw new BackupArchiveRefused(archive, describeDamage(error));
  }
  if (refusal !== undefined) throw new BackupArchiveRefused(archive, refusal);
  if (!manifest) throw new BackupArchiveRefused(archive, 'it is empty');
  if (databaseHash === undefined) throw new BackupArchiveRefused(archive, 'its database is missing');
  if (databaseHash !== manifest.database.sha256) throw new BackupArchiveRefused(archive, 'its database is damaged (the checksum differs)');
  if (manifest.photos.included && photos !== manifest.photos.count) {
    throw new BackupArchiveRefused(archive, `it holds ${photos} photo files where its manifest says ${manifest.photos.count}`);
  }
  return manifest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeDamage(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'Z_BUF_ERROR') return 'it is cut short (its gzip data ends early)';
  if (typeof code === 'string' && code.startsWith('Z_')) return 'it is not gzip-compressed, or its gzip data is damaged';
  if (typeof code === 'string' && code.startsWith('TAR_')) return 'its tar data is damaged';
  return error instanceof Error ? error.message : String(error);
}
