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
  /** Set on canary lines: `to` is the canary's version (start, abort, end) or the new active one (promote). */
  canary?: 'start' | 'promote' | 'abort' | 'end';
  /** The canary's share of browsers, in percent (start). */
  percent?: number;
  /** Why a canary was aborted, in words (automatic abort). */
  reason?: string;
}

/** A version served to `percent` of browsers (sticky per browser) beside the active one. */
export interface Canary {
  version: string;
  percent: number;
  since: string;
}

export type Canaries = Partial<Record<AppName, Canary>>;

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
    const at = new Date().toISOString();
    await appendHistory(layout, { app, from, to: version, at, command });
    // A plain release or rollback replaces the whole app, a canary of it included.
    const canary = (await readCanaries(layout))[app];
    if (canary !== undefined) {
      await writeCanaries(layout, app, undefined);
      await appendHistory(layout, { app, from, to: canary.version, at, command, canary: 'end' });
    }
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

export function readCanaries(layout: StoreLayout): Promise<Canaries> {
  return readJsonFile<Canaries>(layout.canaryFile, {});
}

/** Sets (or with undefined, removes) one app's canary; call under the store lock. */
export async function writeCanaries(layout: StoreLayout, app: AppName, canary: Canary | undefined): Promise<void> {
  const canaries = await readCanaries(layout);
  if (canary === undefined) delete canaries[app];
  else canaries[app] = canary;
  await writeFileAtomic(layout.canaryFile, `${JSON.stringify(canaries, null, 2)}\n`);
}

export async function appendHistory(layout: StoreLayout, entry: HistoryEntry): Promise<void> {
  await appendFile(layout.historyFile, `${JSON.stringify(entry)}\n`);
}

function toJson(value: ActiveVersions): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
