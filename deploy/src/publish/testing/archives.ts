import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, Header, type types } from 'tar';
import { tempDir } from '../../store/testing/fake-dist';

/** A .tgz of `dir`'s contents, as `tar czf build.tgz -C dist .` makes, or under one top folder. */
export async function tgzOf(dir: string, options: { topFolder?: string } = {}): Promise<string> {
  const file = path.join(await tempDir('tgz'), 'build.tgz');
  await create(
    { gzip: true, file, cwd: dir, portable: true, ...(options.topFolder ? { prefix: options.topFolder } : {}) },
    await readdir(dir),
  );
  return file;
}

export interface RawEntry {
  path: string;
  type?: types.EntryTypeName;
  body?: string;
  /** The size the header claims; the body's length unless given. */
  size?: number;
  linkpath?: string;
  mode?: number;
}

/**
 * Tar bytes written block by block, so a test can make the entries no well-behaved tool would:
 * `../x`, `/etc/x`, links, devices, a header that claims more than follows.
 */
export function rawTar(entries: readonly RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const type = entry.type ?? 'File';
    const header = new Header({
      path: entry.path,
      type,
      size: entry.size ?? (type === 'File' ? body.length : 0),
      mode: entry.mode ?? (type === 'Directory' ? 0o755 : 0o644),
      mtime: new Date('2026-01-01T00:00:00Z'),
      uid: 0,
      gid: 0,
      ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
    });
    header.encode();
    if (!header.block) throw new Error(`could not encode a header for ${entry.path}`);
    blocks.push(header.block, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

export function rawTgz(entries: readonly RawEntry[]): Buffer {
  return gzipSync(rawTar(entries));
}

/** Writes `bytes` to a file of its own and returns its path. */
export async function archiveFile(bytes: Buffer, name = 'build.tgz'): Promise<string> {
  const file = path.join(await tempDir('archive'), name);
  await writeFile(file, bytes);
  return file;
}
