import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { isCode } from './content-hash';
import type { StoreLayout } from './layout';

/** One area a browser could not load (`timeout`, `error`, `missing`) or fell back from (`fallback`). */
export interface LoadFailure {
  area: string;
  version: string;
  type: string;
  url: string;
  message: string;
  at: string;
}

/**
 * The ledger `npm run releases` reads. The API keeps every report in its database, but that
 * database is closed to other processes while the server runs (PGlite), so the web server also
 * writes this file beside the store. One short line per append, so concurrent appends do not mix.
 */
export async function appendLoadFailure(layout: StoreLayout, failure: LoadFailure): Promise<void> {
  await mkdir(layout.root, { recursive: true });
  await appendFile(layout.loadFailuresFile, `${JSON.stringify(failure)}\n`);
}

/** Every recorded failure, oldest first; unreadable lines (a crash mid-write) are skipped. */
export async function readLoadFailures(layout: StoreLayout): Promise<LoadFailure[]> {
  let text: string;
  try {
    text = await readFile(layout.loadFailuresFile, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    try {
      return line.trim() === '' ? [] : [JSON.parse(line) as LoadFailure];
    } catch {
      return [];
    }
  });
}
