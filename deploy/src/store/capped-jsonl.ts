import { appendFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { isCode } from './content-hash';
import type { StoreLayout } from './layout';
import { withStoreLock } from './store-lock';

// Appends and trims of this process, one at a time per file, so a trim never drops a line appended
// while it read the file. (Another process appending during a trim could still lose those lines.)
const queues = new Map<string, Promise<unknown>>();

/**
 * Appends `records` to a JSON-lines file of the store, one short line each in one write, so
 * concurrent appends do not mix; past `maxBytes` the file keeps only its newer half.
 */
export function appendCappedLines(layout: StoreLayout, file: string, records: readonly object[], maxBytes: number): Promise<void> {
  const next = (queues.get(file) ?? Promise.resolve()).then(async () => {
    await mkdir(path.dirname(file), { recursive: true });
    await appendFile(file, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
    if ((await stat(file)).size > maxBytes) await keepNewerHalf(layout, file, maxBytes);
  });
  queues.set(
    file,
    next.catch(() => undefined),
  );
  return next;
}

/** Replaces the file, atomically and under the store's lock, by its newer lines up to half of `maxBytes`. */
async function keepNewerHalf(layout: StoreLayout, file: string, maxBytes: number): Promise<void> {
  await withStoreLock(layout, async () => {
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
    const kept: string[] = [];
    let bytes = 0;
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      const line = lines[index] ?? '';
      bytes += Buffer.byteLength(line) + 1;
      if (bytes > maxBytes / 2) break;
      kept.push(line);
    }
    await writeFileAtomic(
      file,
      kept
        .reverse()
        .map((line) => `${line}\n`)
        .join(''),
    );
  });
}

/** Every line of the file parsed, oldest first; unreadable lines (a crash mid-write) are skipped. */
export async function readJsonLines<T>(file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    try {
      return line.trim() === '' ? [] : [JSON.parse(line) as T];
    } catch {
      return [];
    }
  });
}
