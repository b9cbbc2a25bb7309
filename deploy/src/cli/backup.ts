import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadApiConfig } from '@ceylon/api';
import { saveBackup } from '../backup/save-backup';
import { repoRoot } from '../repo-root';
import { parseCli, runCli, stringOption, UsageError } from './cli-support';

const usage = `Usage: npm run backup [-- --out <file.tar.gz | folder>]

Asks the running site (npm start, on this machine and data folder) for a backup, taken while it
serves: its embedded database at one moment between transactions, the photo files that database
names, the generated JWT secret, and the release store's state with the builds it names, in one
.tar.gz. The archive is read back whole before it gets its name; a failed backup leaves none.
  --out   the archive to write (must not exist), or the folder to write it in;
          backups/ceylon-stays-<UTC time>.tar.gz by default

Restore it into the stopped site with \`npm run restore -- <archive>\`. A database in PostgreSQL
is backed up with pg_dump instead (docs/backups.md, "Backups and restore").
Exit codes: 0 written, 1 failed (no site running, refused, or broken off), 2 usage error.`;

runCli(usage, async () => {
  const parsed = parseCli(usage, { out: { type: 'string' } });
  if (parsed.positionals.length > 0) throw new UsageError(`Unexpected argument "${parsed.positionals[0]}".`);
  const { dataDir } = loadApiConfig();
  const file = await archiveFile(stringOption(parsed, 'out'), new Date());
  const started = Date.now();
  const manifest = await saveBackup(dataDir, file);
  const { size } = await stat(file);
  console.log(`Backup written: ${file} (${(size / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`  database: ${(manifest.database.bytes / 1024 / 1024).toFixed(1)} MB as of ${manifest.createdAt}`);
  console.log(`  photos: ${manifest.photos.included ? `${manifest.photos.count} files` : `not included (in ${manifest.photos.where})`}`);
  console.log(
    `  release store: ${manifest.releases.included ? `state and ${manifest.releases.versions.length} builds` : `not included (in ${manifest.releases.where})`}`,
  );
});

/** `--out` as the operator typed it (npm runs scripts from the repository root; INIT_CWD is where they were). */
async function archiveFile(out: string | undefined, now: Date): Promise<string> {
  const name = `ceylon-stays-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
  if (out === undefined) {
    await mkdir(path.join(repoRoot, 'backups'), { recursive: true });
    return path.join(repoRoot, 'backups', name);
  }
  const given = path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
  const folder = await stat(given).then(
    (found) => found.isDirectory(),
    () => false,
  );
  if (folder) return path.join(given, name);
  if (!/\.(tar\.gz|tgz)$/.test(given)) throw new UsageError(`--out must be a folder or a file ending .tar.gz (got "${out}").`);
  return given;
}
