import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { modulesNeededBy } from '@ceylon/shell/route-table';
import { openReleaseStore, type ReleaseStore } from '../../store';
import { federatedDist, tempDir } from '../../store/testing/fake-dist';
import { activateVerified } from '../../verify';
import type { PublishLimits } from '../limits';

/** Small limits, so a test reaches each one with a few bytes. */
export const testLimits: PublishLimits = { maxArchiveBytes: 64 * 1024, maxFiles: 8, maxFileBytes: 4096, maxTotalBytes: 8192 };

/** A store with a shell and a public area active, as a site looks before a team publishes. */
export async function liveSite(label = 'publish'): Promise<{ store: ReleaseStore; publicV1: string }> {
  const store = openReleaseStore(await tempDir(label));
  const shell = (await store.storeBuild('shell', await federatedDist({ name: 'shell' }), new Date('2026-01-01T00:00:00Z'))).version;
  const publicV1 = (await store.storeBuild('public', await publicDist('public-1'), new Date('2026-01-02T00:00:00Z'))).version;
  await activateVerified(store, 'shell', shell, 'test');
  await activateVerified(store, 'public', publicV1, 'test');
  return { store, publicV1 };
}

/** A build of the public area the gate lets through, or (`without`) one missing an exposed page. */
export function publicDist(mark: string, options: { without?: string } = {}): Promise<string> {
  const exposes = modulesNeededBy('public').filter((module) => module !== options.without);
  return federatedDist({ name: 'remote_public', exposes }, mark);
}

/** Every file and folder under the store, with the content of its JSON and history files: "nothing changed" compares two of these. */
export async function snapshot(store: ReleaseStore): Promise<Record<string, string>> {
  const names = (await readdir(store.root, { recursive: true })).filter((name) => !name.startsWith('.lock')).sort();
  const entries = await Promise.all(
    names.map(
      async (name) =>
        [name, /\.(json|jsonl)$/.test(name) ? await readFile(path.join(store.root, name), 'utf8').catch(() => '(folder)') : ''] as const,
    ),
  );
  return Object.fromEntries(entries);
}
