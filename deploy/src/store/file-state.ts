import { appendFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import type { AppName } from '../apps';
import type { ActiveVersions, Canaries, HistoryEntry } from './activation';
import { loadBrowserIdSecret } from './browser-id-secret';
import { readJsonFile, statedJsonFile } from './json-file';
import { readJsonLines } from './capped-jsonl';
import type { StoreLayout } from './layout';
import { appendLoadFailure, readLoadFailures } from './load-failures';
import { memoryServedBrowsers } from './served-browsers';
import type { StateChange, StoreState } from './state';
import { withStoreLock } from './store-lock';
import { appendVitals, readVitals } from './vitals';

/** The activation state in files beside the builds (active.json, history.jsonl, …; see layout.ts), under a lock file. */
export function fileState(layout: StoreLayout): StoreState {
  // Read on every page; each costs a stat until it changes (json-file.ts).
  const files = {
    active: statedJsonFile<ActiveVersions>(layout.activeFile, {}),
    previous: statedJsonFile<ActiveVersions>(layout.previousFile, {}),
    canaries: statedJsonFile<Canaries>(layout.canaryFile, {}),
  };
  const readActive = () => files.active.read();
  const readCanaries = () => files.canaries.read();
  /** After this process writes a state file: no read begun before it answers anyone. */
  const written = () => Object.values(files).forEach((reader) => reader.changed());

  const change: StateChange = {
    readActive,
    readCanaries,
    async setActive(app, version, previous) {
      // previous.json is written first; a crash before active.json follows leaves them equal (see readPrevious).
      try {
        if (previous !== null) await writeVersion(layout.previousFile, app, previous);
        await writeVersion(layout.activeFile, app, version);
      } finally {
        written();
      }
    },
    async setCanary(app, canary) {
      const canaries = await readCanaries();
      if (canary === undefined) delete canaries[app];
      else canaries[app] = canary;
      try {
        await writeFileAtomic(layout.canaryFile, `${JSON.stringify(canaries, null, 2)}\n`);
      } finally {
        written();
      }
    },
    async appendHistory(entry) {
      await appendFile(layout.historyFile, `${JSON.stringify(entry)}\n`);
    },
  };

  return {
    kind: 'files',
    readActive,
    readCanaries,
    async readPrevious() {
      const [active, previous] = await Promise.all([readActive(), files.previous.read()]);
      return Object.fromEntries(Object.entries(previous).filter(([app, version]) => active[app as AppName] !== version));
    },
    readHistory: () => readJsonLines<HistoryEntry>(layout.historyFile),
    change: (run) => withStoreLock(layout, () => run(change)),
    appendLoadFailure: (failure, maxBytes) => appendLoadFailure(layout, failure, maxBytes),
    readLoadFailures: () => readLoadFailures(layout),
    appendVitals: (records, maxBytes) => appendVitals(layout, records, maxBytes),
    readVitals: () => readVitals(layout),
    // Per process, as before several servers: with one server that is every browser.
    servedBrowsers: memoryServedBrowsers,
    browserIdSecret: () => loadBrowserIdSecret(layout.browserIdSecretFile),
    close: async () => undefined,
  };
}

async function writeVersion(file: string, app: AppName, version: string): Promise<void> {
  const versions = await readJsonFile<ActiveVersions>(file, {});
  await writeFileAtomic(file, `${JSON.stringify({ ...versions, [app]: version }, null, 2)}\n`);
}
