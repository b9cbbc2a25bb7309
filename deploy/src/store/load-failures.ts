import { appendCappedLines, readJsonLines } from './capped-jsonl';
import type { StoreLayout } from './layout';

/**
 * The type of a line the web server writes itself when it left a page to the browser because an
 * app version's server build failed, was missing or was slow (no browser behind it).
 */
export const SERVER_RENDER_FALLBACK = 'server-render';

/** One area a browser could not load (`timeout`, `error`, `missing`) or fell back from (`fallback`); or a server render that fell back (`server-render`). */
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

/**
 * The ledger `npm run releases` reads. The API keeps every report in its database, but that
 * database is closed to other processes while the server runs (PGlite), so the web server also
 * writes this file beside the store. One short line per append, so concurrent appends do not mix.
 */
export function appendLoadFailure(layout: StoreLayout, failure: LoadFailure, maxBytes = ledgerMaxBytes): Promise<void> {
  return appendCappedLines(layout, layout.loadFailuresFile, [failure], maxBytes);
}

/** Every recorded failure, oldest first; unreadable lines (a crash mid-write) are skipped. */
export function readLoadFailures(layout: StoreLayout): Promise<LoadFailure[]> {
  return readJsonLines<LoadFailure>(layout.loadFailuresFile);
}
