import { readFile, stat } from 'node:fs/promises';
import { isCode } from './content-hash';

/** Parsed JSON, or `fallback` when the file does not exist yet. */
export async function readJsonFile<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return fallback;
    throw new Error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * `readJsonFile` for a state file read on every page (active.json, canary.json, previous.json):
 * each ask costs one `stat`, shared by the asks made meanwhile, and the file is read and parsed
 * again only when its inode, size or modification time moved (write-file-atomic replaces the
 * file, so every write gives a new inode). Each caller gets its own copy to change. `changed()`
 * is called by this process's own writes, so a read started before one is never handed to a
 * caller that asks after it.
 */
export function statedJsonFile<T>(file: string, fallback: T) {
  let known: { stamp: string; value: T } | null = null;
  let pending: Promise<T> | null = null;

  async function read(): Promise<T> {
    const info = await stat(file, { bigint: true }).catch((error: unknown) => {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    });
    if (info === null) return fallback;
    const stamp = `${info.ino} ${info.size} ${info.mtimeNs}`;
    if (known?.stamp === stamp) return known.value;
    const value = await readJsonFile(file, fallback);
    known = { stamp, value };
    return value;
  }

  return {
    async read(): Promise<T> {
      if (pending === null) {
        const asked = read().finally(() => {
          if (pending === asked) pending = null;
        });
        pending = asked;
      }
      return structuredClone(await pending);
    },
    changed(): void {
      known = null;
      pending = null;
    },
  };
}
