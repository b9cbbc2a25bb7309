import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface HashOptions {
  /** Names (files or folders, at any depth) left out of the hash. */
  ignore?: readonly string[];
  /** Further relative paths to leave out. */
  skip?: (relativePath: string) => boolean;
}

/**
 * SHA-256 over every file's relative path and bytes, in a fixed order, so the same tree gives the
 * same hash on any machine and a renamed file changes it. Paths that do not exist add nothing.
 */
export async function hashPaths(root: string, relativePaths: readonly string[], options: HashOptions = {}): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const relative of relativePaths) files.push(...(await listFiles(root, relative, options)));
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    for await (const chunk of createReadStream(path.join(root, file))) hash.update(chunk as Buffer);
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function hashDirectory(dir: string, options: HashOptions = {}): Promise<string> {
  return hashPaths(dir, ['.'], options);
}

/** Relative file paths (with `/`) under `root/relative`, or `relative` itself when it is a file. */
export async function listFiles(root: string, relative: string, options: HashOptions = {}): Promise<string[]> {
  const ignore = new Set(options.ignore ?? []);
  const start = path.join(root, relative);
  let entries;
  try {
    entries = await readdir(start, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    if (isCode(error, 'ENOTDIR')) return ignore.has(path.basename(relative)) ? [] : [toPosix(path.normalize(relative))];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => ignore.has(part)))
    .map(toPosix)
    .filter((file) => !options.skip?.(file));
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

// Duck-typed: under Jest, errors from Node's fs come from another realm and fail `instanceof Error`.
export function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;
}
