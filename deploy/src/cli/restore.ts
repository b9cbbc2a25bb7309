import path from 'node:path';
import { loadApiConfig } from '@ceylon/api';
import { restoreBackup } from '../backup/restore-backup';
import { loadDeployConfig } from '../config';
import { parseCli, runCli, UsageError } from './cli-support';

const usage = `Usage: npm run restore -- <archive>

Puts the stopped site back to a backup made by \`npm run backup\`: its embedded database, photos
and JWT secret (the data folder, DATA_DIR) and the release store's state with the builds it names.
Refused, with nothing changed, while the site runs, or when the archive is not a whole backup
(damaged, cut short, or not made by \`npm run backup\`) or its database does not open or names
photo files it does not hold. The new data folder is made and checked beside the old one, then
takes its place; the old one is kept as <data folder>.before-restore-<time> until you remove it.
A database in PostgreSQL is restored with pg_restore instead (docs/backups.md).
Exit codes: 0 restored, 1 refused or failed, 2 usage error.`;

runCli(usage, async () => {
  const parsed = parseCli(usage);
  const [archive, ...rest] = parsed.positionals;
  if (archive === undefined || rest.length > 0) throw new UsageError('Name one archive to restore.');
  const api = loadApiConfig();
  if (api.databaseUrl !== undefined && api.databaseUrl !== 'memory://') {
    throw new Error('This site’s database is PostgreSQL (DATABASE_URL): restore it with pg_restore as docs/backups.md says.');
  }
  const deploy = loadDeployConfig();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  const outcome = await restoreBackup(file, { dataDir: api.dataDir, storeRoot: deploy.storeRoot, storeOptions: deploy.store });
  const { restored } = outcome;
  console.log(`Restored the backup of ${outcome.manifest.createdAt} into ${api.dataDir}`);
  console.log(`  database: ${restored.hotels} hotels, ${restored.bookings} bookings, ${restored.photos} photo files named (all present)`);
  if (!outcome.manifest.photos.included) console.log(`  photos: not in the backup (they were in ${outcome.manifest.photos.where})`);
  console.log(`  release store: ${outcome.releases}`);
  if (outcome.kept) console.log(`  the data folder it replaced: ${outcome.kept} (remove it when the site is right)`);
  console.log('Start the site with `npm start`.');
});
