import { appendFile, mkdir, readFile, stat } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-file';
import { isCode } from './content-hash';
import type { StoreLayout } from './layout';
import { withStoreLock } from './store-lock';

/** One area a browser could not load (`timeout`, `error`, `missing`) or fell back from (`fallback`). */
export interface LoadFailure {
  area: string;
  version: string;
  type: string;
  url: string;
  message: string;
  at: string;
  /** Digest of the reporting browser's signed id; absent on lines written before browsers were told apart. */
  browser?: string;
}

/** Past this size the ledger keeps only its newer half; a few thousand reports at most either side. */
export const ledgerMaxBytes = 5 * 1024 * 1024;

// Appends and trims of this process, one at a time, so a trim never drops a line appended while
// it read the file. (Another process appending during a trim could still lose that one line.)
let queue: Promise<unknown> = Promise.resolve();

/**
 * The ledger `npm run releases` reads. The API keeps every report in its database, but that
 * database is closed to other processes while the server runs (PGlite), so the web server also
 * writes this file beside the store. One short line per append, so concurrent appends do not mix.
 */
export function appendLoadFailure(layout: StoreLayout, failure: LoadFailure, maxBytes = ledgerMaxBytes): Promise<void> {
  const next = queue.then(async () => {
    await mkdir(layout.root, { recursive: true });
    await appendFile(layout.loadFailuresFile, `${JSON.stringify(failure)}\n`);
    if ((await stat(layout.loadFailuresFile)).size > maxBytes) await keepNewerHalf(layout, maxBytes);
  });
  queue = next.catch(() => undefined);
  return next;
}

/** Replaces the ledger, atomically and under the store's lock, by its newer lines up to half of `maxBytes`. */
async function keepNewerHalf(layout: StoreLayout, maxBytes: number): Promise<void> {
  await withStoreLock(layout, async () => {
    const lines = (await readFile(layout.loadFailuresFile, 'utf8')).split('\n').filter((line) => line !== '');
    const kept: string[] = [];
    let bytes = 0;
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      const line = lines[index] ?? '';
      bytes += Buffer.byteLength(line) + 1;
      if (bytes > maxBytes / 2) break;
      kept.push(line);
    }
    await writeFileAtomic(
      layout.loadFailuresFile,
      kept
        .reverse()
        .map((line) => `${line}\n`)
        .join(''),
    );
  });
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
