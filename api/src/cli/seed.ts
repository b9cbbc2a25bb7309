// `npm run seed`: empties the database and puts the demo accounts, hotels and bookings back.
// On PostgreSQL (DATABASE_URL) it deletes every row, so it must be asked for: SEED=demo or --yes.
import { loadApiConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { clearAllData, seedDemoData } from '../seed/seed-demo-data';
import { createPhotoStore } from '../storage/create-photo-store';

async function main(): Promise<void> {
  const config = loadApiConfig();
  const { db, kind } = await openDatabase(config);
  try {
    if (kind === 'postgres' && config.seed !== 'demo' && !process.argv.includes('--yes')) {
      console.error('DATABASE_URL points at PostgreSQL: re-seeding deletes every row there. Run `SEED=demo npm run seed` to go ahead.');
      process.exitCode = 1;
      return;
    }
    await migrateToLatest(db, config.databaseSchema);
    const photos = createPhotoStore(config);
    await clearAllData(db, photos);
    await seedDemoData(db, new Date(), photos);
    await photos.close?.();
    const where = kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}/pglite`;
    console.log(`Re-seeded ${where}. Demo accounts:`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
