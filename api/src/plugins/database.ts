import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { isEmpty, seedDemoData } from '../seed/seed-demo-data';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
  }
}

/** Opens the database, brings its schema up to date and, on a first start, adds the demo data. */
export default fp(
  async (app) => {
    const { db, kind } = await openDatabase(app.config);
    app.addHook('onClose', async () => db.destroy());
    await migrateToLatest(db);

    // Demo data goes only into an empty database: always for PGlite (the local default),
    // for PostgreSQL only when SEED=demo asks for it.
    const { seed } = app.config;
    if (seed === 'demo' || (seed === 'auto' && kind === 'pglite')) {
      if (await isEmpty(db)) {
        await seedDemoData(db);
        app.log.info('Seeded the demo accounts, hotels and bookings');
      }
    }

    app.decorate('db', db);
    app.decorate('databaseKind', kind);
  },
  { name: 'ceylon-database', dependencies: ['ceylon-config'] },
);
