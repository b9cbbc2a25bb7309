import { appendFile, readFile } from 'node:fs/promises';
import type { AppName } from '../apps';
import { readJsonFile, writeFileAtomic } from './atomic-file';
import { isCode } from './content-hash';
import type { StoreLayout } from './layout';
import { readReleaseInfo } from './release-info';
import { withStoreLock } from './store-lock';

export type ActiveVersions = Partial<Record<AppName, string>>;

export interface HistoryEntry {
  app: AppName;
  from: string | null;
  to: string;
  at: string;
  /** What asked for the change, e.g. `npm start` or `rollback public`. */
  command: string;
}

export interface Activation {
  changed: boolean;
  from: string | null;
  to: string;
}

export function readActive(layout: StoreLayout): Promise<ActiveVersions> {
  return readJsonFile<ActiveVersions>(layout.activeFile, {});
}

/** The version each app served before its current one, when that is still a different one. */
export async function readPrevious(layout: StoreLayout): Promise<ActiveVersions> {
  const [active, previous] = await Promise.all([readActive(layout), readJsonFile<ActiveVersions>(layout.previousFile, {})]);
  // previous.json is written first; a crash before active.json follows leaves them equal.
  return Object.fromEntries(Object.entries(previous).filter(([app, version]) => active[app as AppName] !== version));
}

/**
 * Checks a change against the active versions as they are under the lock, and throws to refuse
 * it. Run inside the lock so two changes at once (a shell and an area) cannot each pass against a
 * state the other is about to replace.
 */
export type ActivationGate = (active: ActiveVersions) => Promise<void>;

/** Makes `version` (already stored) the one served for `app`. A no-op when it already is. */
export async function activate(
  layout: StoreLayout,
  app: AppName,
  version: string,
  command: string,
  gate?: ActivationGate,
): Promise<Activation> {
  if (!(await readReleaseInfo(layout, app, version))) {
    throw new Error(`${app} has no stored version ${version}`);
  }
  return withStoreLock(layout, async () => {
    const active = await readActive(layout);
    const from = active[app] ?? null;
    if (from === version) return { changed: false, from, to: version };
    await gate?.(active);
    if (from !== null) {
      const previous = await readJsonFile<ActiveVersions>(layout.previousFile, {});
      await writeFileAtomic(layout.previousFile, toJson({ ...previous, [app]: from }));
    }
    await writeFileAtomic(layout.activeFile, toJson({ ...active, [app]: version }));
    const entry: HistoryEntry = { app, from, to: version, at: new Date().toISOString(), command };
    await appendFile(layout.historyFile, `${JSON.stringify(entry)}\n`);
    return { changed: true, from, to: version };
  });
}

export async function readHistory(layout: StoreLayout): Promise<HistoryEntry[]> {
  let text: string;
  try {
    text = await readFile(layout.historyFile, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryEntry);
}

function toJson(value: ActiveVersions): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
