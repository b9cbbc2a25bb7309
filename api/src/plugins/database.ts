import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { embeddedData, offerEmbeddedData } from '../backup/embedded-data';
import { connectionsOf, openDatabase, type DatabaseKind } from '../db/connect';
import { databaseMeter } from '../metrics/database-metrics';
import { AnswerClock, allMeters } from '../db/metered-dialect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { isEmpty, seedDemoData } from '../seed/seed-demo-data';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    /** True when one of the API's statements succeeded at or after `at` (a `performance.now()` time). */
    databaseAnsweredSince(at: number): boolean;
  }
}

/**
 * A migration may run longer than a request may, and may wait for another process's migration
 * lock, so on PostgreSQL it runs on one connection with the request deadlines lifted (and put
 * back before the connection returns to the pool). PGlite has no such deadlines.
 */
async function migrateWithoutDeadlines(db: Kysely<Database>, kind: DatabaseKind, schema: string | undefined): Promise<void> {
  if (kind === 'pglite') return migrateToLatest(db);
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    await sql`set lock_timeout = 0`.execute(connection);
    try {
      await migrateToLatest(connection, schema);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
      await sql`reset lock_timeout`.execute(connection);
    }
  });
}

/** Opens the database, brings its schema up to date and, on a first start, adds the demo data. */
export default fp(
  async (app) => {
    const metrics = app.hasDecorator('metrics') ? databaseMeter(app.metrics) : undefined;
    const answers = new AnswerClock();
    const { db, kind, pglite } = await openDatabase(app.config, app.log, metrics ? allMeters(metrics, answers) : answers);
    metrics?.opened(connectionsOf(kind));
    app.addHook('onClose', async () => db.destroy());
    await migrateWithoutDeadlines(db, kind, app.config.databaseSchema);

    // Demo data goes only into an empty database: always for PGlite (the local default),
    // for PostgreSQL only when SEED=demo asks for it.
    const { seed } = app.config;
    if (seed === 'demo' || (seed === 'auto' && kind === 'pglite')) {
      if (await isEmpty(db)) {
        // The pictures need the photo store (registered before this plugin by the API, not by
        // tests that start the database alone).
        const photos = app.config.seedPhotos && app.hasDecorator('photoStore') ? app.photoStore : undefined;
        await seedDemoData(db, new Date(), photos);
        app.log.info('Seeded the demo accounts, hotels and bookings');
      }
    }

    // What a backup of the running site takes (deploy's control channel asks for it).
    offerEmbeddedData(app, embeddedData({ config: app.config, db, pglite }));
    app.decorate('db', db);
    app.decorate('databaseKind', kind);
    app.decorate('databaseAnsweredSince', (at: number) => answers.answeredSince(at));
  },
  { name: 'ceylon-database', dependencies: ['ceylon-config'] },
);
