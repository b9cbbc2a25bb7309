// Jest globalSetup for the server tests: PGlite's initdb, the migrations and the demo seed (argon2)
// cost seconds, so they run once here and each test file loads the dumped data folder instead.
// Built from the migrations and seed as they are now, on every run: never stored in the repository.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig } from '../config';
import { openPglite } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../seed/seed-demo-data';
import { PGLITE_SNAPSHOTS_ENV, snapshotFile } from './pglite-snapshots';

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ceylon-pglite-snapshots-'));
  const { client, db } = await openPglite(undefined, undefined, loadApiConfig({}, { databaseUrl: 'memory://' }));
  try {
    await migrateToLatest(db);
    // Uncompressed: a 40 MB tarball loads in half the time of a gzipped one.
    writeFileSync(path.join(dir, snapshotFile('migrated')), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDemoData(db);
    writeFileSync(path.join(dir, snapshotFile('seeded')), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
  }
  // The test workers start after this and inherit the environment.
  process.env[PGLITE_SNAPSHOTS_ENV] = dir;
}
