// A backup of what the API keeps in its data folder (docs/decisions/0025): the
// embedded database and the photo files, taken in one moment while the site serves, and put back
// into a stopped site's folder.
//
// The moment: PGlite's one connection is held (pglite-dialect.ts), so no transaction is open and
// none can commit until it is let go. Inside it the database is checkpointed and dumped, and every
// photo file is hard-linked into the backup's folder. A photo's files are written before the rows
// naming them commit, and removed only after the rows removing them commit (photos/hotel-photos.ts),
// so every photo the dump names has its files among the links; a link keeps a file's contents even
// if it is deleted a moment later. Files written for rows not yet committed may come along, named by
// nothing and harmless.
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import { dataFolderLayout } from '../data-folder';
import { DatabaseBusyError } from '../db/database-errors';
import type { Database } from '../db/schema';
import { PHOTO_KEY_PATTERN } from '../storage/photo-store';

/** What a snapshot wrote into its folder, by name relative to it. */
export interface EmbeddedDataSnapshot {
  /** PGlite's data folder as one tar (PGlite's dumpDataDir), at `database/pglite.tar`. */
  database: { file: typeof DATABASE_DUMP; bytes: number; sha256: string };
  /** The photo files, under `photos/`, by key. */
  photos: string[];
  /** The generated JWT secret (`jwt-secret`), when the API uses one rather than JWT_SECRET. */
  jwtSecret: boolean;
  /** How long the database was held (requests waited): the checkpoint, the dump and the links. */
  heldMs: number;
}

export interface EmbeddedData {
  /** The data folder (DATA_DIR); a snapshot's folder belongs on its file system, so links are not copies. */
  dataDir: string;
  /** Why this API's data cannot be backed up from here (it is in PostgreSQL), or null. */
  unavailable: string | null;
  /** Where the photos are when a backup does not hold them (an S3 bucket), or null. */
  photosElsewhere: string | null;
  /** Writes the database dump, the photo files and the JWT secret into `into` (an empty folder). */
  snapshot(into: string): Promise<EmbeddedDataSnapshot>;
}

/** Names inside a snapshot's folder (and the archive): `/` on every system, as in tar. */
export const DATABASE_DUMP = 'database/pglite.tar';
export const PHOTOS_FOLDER = 'photos';
export const JWT_SECRET_FILE = 'jwt-secret';

/** Waits for the database's one connection: up to this many turns of DB_ACQUIRE_TIMEOUT_MS on a busy site. */
const ACQUIRE_TURNS = 10;

interface Sources {
  config: ApiConfig;
  db: Kysely<Database>;
  /** PGlite's client when the database is PGlite on disk. */
  pglite: PGlite | undefined;
}

export function embeddedData({ config, db, pglite }: Sources): EmbeddedData {
  const layout = dataFolderLayout(config.dataDir);
  const photosInFolder = !config.s3Bucket;
  const unavailable = pglite
    ? null
    : config.databaseUrl === 'memory://'
      ? 'The database is in memory (DATABASE_URL=memory://): there is nothing on disk to back up.'
      : 'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump as docs/backups.md says.';
  return {
    dataDir: config.dataDir,
    unavailable,
    photosElsewhere: photosInFolder ? null : `the S3 bucket ${config.s3Bucket}`,
    async snapshot(into) {
      if (!pglite) throw new Error(unavailable ?? 'No embedded database');
      await mkdir(path.join(into, path.dirname(DATABASE_DUMP)), { recursive: true });
      let held = 0;
      const { dump, photos } = await holdingTheDatabase(db, async (connection) => {
        held = performance.now();
        // The dump is of files: a checkpoint first puts every committed change in them, not only in the WAL.
        await sql`checkpoint`.execute(connection);
        const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
        const linked = photosInFolder ? await linkPhotos(layout.photos, path.join(into, PHOTOS_FOLDER)) : [];
        held = performance.now() - held;
        return { dump, photos: linked };
      });
      await writeFile(path.join(into, DATABASE_DUMP), dump);
      const jwtSecret = config.jwtSecret === undefined && (await copyIfThere(layout.jwtSecret, path.join(into, JWT_SECRET_FILE)));
      const sha256 = createHash('sha256').update(dump).digest('hex');
      return { database: { file: DATABASE_DUMP, bytes: dump.byteLength, sha256 }, photos, jwtSecret, heldMs: Math.round(held) };
    },
  };
}

/**
 * Runs `inside` holding the database's one connection. A busy site may keep it taken past the
 * acquire deadline; the backup then queues again, a few times, rather than fail.
 */
async function holdingTheDatabase<T>(db: Kysely<Database>, inside: (connection: Kysely<Database>) => Promise<T>): Promise<T> {
  for (let turn = 1; ; turn += 1) {
    try {
      return await db.connection().execute(inside);
    } catch (error) {
      if (!(error instanceof DatabaseBusyError) || turn === ACQUIRE_TURNS) throw error;
    }
  }
}

/** Links every photo file (not write-file-atomic's temporary ones) into `into`; copies across file systems. */
async function linkPhotos(folder: string, into: string): Promise<string[]> {
  await mkdir(into, { recursive: true });
  const keys = (await readdir(folder).catch(orNothing([]))).filter((name) => PHOTO_KEY_PATTERN.test(name));
  const linked: string[] = [];
  for (const key of keys) {
    const [from, to] = [path.join(folder, key), path.join(into, key)];
    // A file gone since the listing belonged to a photo deleted before this moment.
    const done = await link(from, to).then(
      () => true,
      (error: NodeJS.ErrnoException) => (error.code === 'EXDEV' ? copyIfThere(from, to) : orNothing(false)(error)),
    );
    if (done) linked.push(key);
  }
  return linked;
}

async function copyIfThere(from: string, to: string): Promise<boolean> {
  return copyFile(from, to).then(() => true, orNothing(false));
}

/** For a missing file or folder, `value`; any other failure is thrown. */
function orNothing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}

const registry = new WeakMap<object, EmbeddedData>();

/** Offers `data` to the process serving `app` (its Node server), which runs backups (deploy's control channel). */
export function offerEmbeddedData(app: FastifyInstance, data: EmbeddedData): void {
  registry.set(app.server, data);
  app.addHook('onClose', async () => void registry.delete(app.server));
}

/**
 * The API's data as mounted in the server `server` (a Fastify instance's `.server`), while it is open.
 * The API is an encapsulated plugin, so its decorators do not reach the site; its Node server does.
 */
export function embeddedDataOf(server: object): EmbeddedData | undefined {
  return registry.get(server);
}
