import { readFile } from 'node:fs/promises';
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
