import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, Unpack, type ReadEntry } from 'tar';
import { formatBytes, type PublishLimits } from './limits';

/** A build published from elsewhere that is not taken: the reason says why; nothing was stored. */
export class BuildRefused extends Error {
  override name = 'BuildRefused';

  constructor(readonly reason: string) {
    super(`The build was refused, and nothing was stored: ${reason}.`);
  }
}

/** Counts entries and bytes against the limits; the first entry past one is the refusal. */
export class Tally {
  private entries = 0;
  private bytes = 0;

  constructor(private readonly limits: PublishLimits) {}

  /** A problem with adding this entry, or null. `path` is relative to the build's root. */
  add(path: string, kind: EntryKind, size: number): string | null {
    const pathProblem = unsafePath(path);
    if (pathProblem) return pathProblem;
    if (kind !== 'file' && kind !== 'folder') return `${quote(path)} is ${kindNames[kind]}; only files and folders are taken`;
    this.entries += 1;
    if (this.entries > this.limits.maxFiles) return `it has more than ${this.limits.maxFiles.toLocaleString('en')} files and folders`;
    if (kind === 'folder') return null;
    if (size > this.limits.maxFileBytes) {
      return `${quote(path)} is ${formatBytes(size)}, more than the ${formatBytes(this.limits.maxFileBytes)} one file may be`;
    }
    this.bytes += size;
    if (this.bytes > this.limits.maxTotalBytes) return `it unpacks to more than ${formatBytes(this.limits.maxTotalBytes)}`;
    return null;
  }
}

export type EntryKind = 'file' | 'folder' | 'symlink' | 'hardlink' | 'device' | 'pipe' | 'other';

const kindNames: Record<Exclude<EntryKind, 'file' | 'folder'>, string> = {
  symlink: 'a symbolic link',
  hardlink: 'a hard link',
  device: 'a device',
  pipe: 'a named pipe',
  other: 'neither a file nor a folder',
};

/**
 * Unpacks a .tgz into `into` (an empty folder of its own). The archive is read twice: first only
 * its headers, refusing it whole at the first entry that is not a plain file or folder inside it
 * or that passes a limit, and at any damage; only an archive that passes is then written out, so
 * a refused one leaves nothing behind. The gzip is inflated here rather than by tar, so what it
 * may inflate to is capped (a small archive cannot unpack to gigabytes) and a gzip inside the gzip
 * is not inflated again. `refuse` words the refusal (a backup's is not a build's).
 */
export async function unpackArchive(
  archive: string,
  into: string,
  limits: PublishLimits,
  refuse: (reason: string) => Error = (reason) => new BuildRefused(reason),
): Promise<void> {
  try {
    await unpackChecked(archive, into, limits);
  } catch (error) {
    throw error instanceof BuildRefused ? refuse(error.reason) : error;
  }
}

async function unpackChecked(archive: string, into: string, limits: PublishLimits): Promise<void> {
  const { size } = await stat(archive);
  if (size > limits.maxArchiveBytes) {
    throw new BuildRefused(`the archive is ${formatBytes(size)}, more than the ${formatBytes(limits.maxArchiveBytes)} allowed`);
  }
  if (!startsWith(await readStart(archive), gzipMagic)) {
    throw new BuildRefused('it is not a gzip-compressed tar archive (.tgz or .tar.gz)');
  }
  await readTar(archive, limits, (filter) => new Parser({ strict: true, filter: (path, entry) => filter(path, entry) && false }));
  await readTar(archive, limits, (filter) => new Unpack({ cwd: into, strict: true, preservePaths: false, preserveOwner: false, filter }));
}

type EntryFilter = (path: string, entry: unknown) => boolean;

/** Streams the archive through `reader`, whose filter refuses (aborting the read) at the first entry past the rules. */
async function readTar(archive: string, limits: PublishLimits, reader: (filter: EntryFilter) => Parser): Promise<void> {
  const tally = new Tally(limits);
  let refusal: string | null = null;
  const parser: Parser = reader((_path, entry) => {
    if (refusal !== null) return false;
    const read = entry as ReadEntry;
    const kind = kindOf(read.type);
    refusal = tally.add(read.path, kind, read.size ?? 0);
    if (refusal === null) {
      // The archive's modes are not kept: no set-id or unreadable files in the store, whatever the team's umask.
      read.mode = kind === 'folder' ? 0o755 : 0o644;
      return true;
    }
    parser.abort(new BuildRefused(refusal));
    return false;
  });
  // Headers and padding take up to a few blocks per entry on top of the files themselves.
  const inflatedCap = limits.maxTotalBytes + limits.maxFiles * 4096 + 1024 * 1024;
  try {
    await pipeline(createReadStream(archive), createGunzip(), new InflatedGuard(inflatedCap), parser);
  } catch (error) {
    if (refusal !== null) throw new BuildRefused(refusal);
    throw toRefusal(error);
  }
  if (refusal !== null) throw new BuildRefused(refusal);
}

/** Stops an archive that inflates past `cap`, or that is compressed twice over. */
class InflatedGuard extends Transform {
  private seen = 0;

  constructor(private readonly cap: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.seen === 0 && (startsWith(chunk, gzipMagic) || startsWith(chunk, zstdMagic))) {
      done(new BuildRefused('it is compressed twice (a compressed file inside the .tgz), not a tar archive'));
      return;
    }
    this.seen += chunk.length;
    if (this.seen > this.cap) done(new BuildRefused(`it inflates to more than ${formatBytes(this.cap)}`));
    else done(null, chunk);
  }
}

/** What went wrong reading the archive, as a refusal; failures of this server (a full disk) stay failures. */
function toRefusal(error: unknown): Error {
  if (error instanceof BuildRefused) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'Z_BUF_ERROR') return new BuildRefused('the archive is cut short (its gzip data ends early)');
  if (typeof code === 'string' && code.startsWith('Z_')) return new BuildRefused(`its gzip data is damaged (${message})`);
  if (code === 'TAR_BAD_ARCHIVE') return new BuildRefused('the gzip data inside is not a (whole) tar archive');
  if (typeof code === 'string' && code.startsWith('TAR_')) {
    return new BuildRefused(`its tar data is not valid (${message.replace(/^TAR_[A-Z_]+: /, '')})`);
  }
  return error instanceof Error ? error : new Error(message);
}

function kindOf(type: string): EntryKind {
  switch (type) {
    case 'File':
    case 'OldFile':
    case 'ContiguousFile':
      return 'file';
    case 'Directory':
      return 'folder';
    case 'SymbolicLink':
      return 'symlink';
    case 'Link':
      return 'hardlink';
    case 'CharacterDevice':
    case 'BlockDevice':
      return 'device';
    case 'FIFO':
      return 'pipe';
    default:
      return 'other';
  }
}

/** Why a path inside a build cannot be unpacked where it says, or null when it can. */
export function unsafePath(path: string): string | null {
  if (path === '') return 'an entry has no name';
  if (/^([a-zA-Z]:)?[\\/]/.test(path)) return `${quote(path)} is an absolute path`;
  if (path.split(/[\\/]/).includes('..')) return `${quote(path)} points outside the archive (..)`;
  return null;
}

/** A name from the archive, fit to print: quoted (control characters visible) and cut short. */
export function quote(path: string): string {
  return JSON.stringify(path.length > 120 ? `${path.slice(0, 120)}…` : path);
}

const gzipMagic = Buffer.from([0x1f, 0x8b]);
const zstdMagic = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);

function startsWith(data: Buffer, magic: Buffer): boolean {
  return data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
}

async function readStart(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
