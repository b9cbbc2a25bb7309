// The other half of embedded-data.ts: a data folder made from a snapshot's files, checked before a
// stopped site is given it. The caller (deploy's restore) puts the folder in place.
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { dataFolderLayout } from '../data-folder';
import { openPglite } from '../db/connect';
import { knownMigrations } from '../db/migrate';
import { DATABASE_DUMP, JWT_SECRET_FILE, PHOTOS_FOLDER } from './embedded-data';

/** A snapshot that cannot become a data folder; the message says why, for the operator. */
export class SnapshotRefused extends Error {
  override name = 'SnapshotRefused';
}

export interface RestoredDataFolder {
  migrations: number;
  hotels: number;
  bookings: number;
  photos: number;
}

// A restore runs alone, on a stopped site: nothing to wait for.
const NO_DEADLINES = { dbStatementTimeoutMs: 600_000, dbLockTimeoutMs: 600_000, dbAcquireTimeoutMs: 600_000 };

/**
 * Makes the data folder `into` (new, beside the one it will replace) from the snapshot unpacked at
 * `snapshot`: the database loaded from its dump and checked (this API's tables, no migration this
 * version does not know, every photo's files present), then the photos and the JWT secret moved in.
 * `photosIncluded` false: the photos were elsewhere (S3) when it was taken, and are not checked.
 */
export async function dataFolderFromSnapshot(snapshot: string, into: string, photosIncluded = true): Promise<RestoredDataFolder> {
  const layout = dataFolderLayout(into);
  const photos = path.join(snapshot, PHOTOS_FOLDER);
  let opened: Awaited<ReturnType<typeof openPglite>>;
  try {
    opened = await openPglite(layout.pglite, path.join(snapshot, DATABASE_DUMP), NO_DEADLINES);
  } catch (error) {
    throw new SnapshotRefused(`its database does not open (${error instanceof Error ? error.message : String(error)})`);
  }
  const { db } = opened;
  try {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db).catch(() => {
      throw new SnapshotRefused('its database is not this site’s (it has no migration table)');
    });
    const known = new Set(await knownMigrations());
    const unknown = applied.rows.map((row) => row.name).filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new SnapshotRefused(
        `its database has migrations this version does not know (${unknown.join(', ')}): restore it with the version that made it`,
      );
    }
    const counts = await sql<{ hotels: number; bookings: number }>`
      select (select count(*) from hotels)::int as hotels, (select count(*) from bookings)::int as bookings`.execute(db);
    const keys = await sql<{ url: string }>`
      select variant ->> 'url' as url from hotel_photos, jsonb_array_elements(variants) as variant`.execute(db);
    const missing: string[] = [];
    for (const { url } of photosIncluded ? keys.rows : []) {
      const key = url.slice(url.lastIndexOf('/') + 1);
      if (!(await exists(path.join(photos, key)))) missing.push(key);
    }
    if (missing.length > 0) {
      throw new SnapshotRefused(`${missing.length} photo file(s) its database names are not in it (the first: ${missing[0]})`);
    }
    await mkdir(into, { recursive: true });
    if (await exists(photos)) await rename(photos, layout.photos);
    if (await exists(path.join(snapshot, JWT_SECRET_FILE))) await rename(path.join(snapshot, JWT_SECRET_FILE), layout.jwtSecret);
    const { hotels = 0, bookings = 0 } = counts.rows[0] ?? {};
    return { migrations: applied.rows.length, hotels, bookings, photos: keys.rows.length };
  } finally {
    await db.destroy();
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
