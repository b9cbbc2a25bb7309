// Where globalSetup leaves the dumped PGlite data folders for the test apps.
import path from 'node:path';

export const PGLITE_SNAPSHOTS_ENV = 'CEYLON_TEST_PGLITE_SNAPSHOTS';

export type SnapshotKind = 'migrated' | 'seeded';

export const snapshotFile = (kind: SnapshotKind) => `${kind}.tar`;

/** The dump to start from, or undefined when globalSetup did not run (a fresh PGlite then). */
export function snapshotPath(kind: SnapshotKind): string | undefined {
  const dir = process.env[PGLITE_SNAPSHOTS_ENV];
  return dir ? path.join(dir, snapshotFile(kind)) : undefined;
}
