import { appNames } from '../apps';
import { loadDeployConfig } from '../config';
import { openReleaseStore } from '../store';
import { parseCli, printTable, runCli, toAppName } from './cli-support';

const usage = `Usage: npm run releases [-- <app>]

Lists the stored versions of every app (or of <app>), newest first; * marks the active one
and "previous" the one a rollback would return to.`;

runCli(usage, async () => {
  const { positionals } = parseCli(usage, {});
  const selected = positionals.length > 0 ? positionals.map(toAppName) : appNames;
  const store = openReleaseStore(loadDeployConfig().storeRoot);
  const [active, previous] = await Promise.all([store.readActive(), store.readPrevious()]);
  for (const app of selected) {
    const versions = await store.listVersions(app);
    console.log(`\n${app}`);
    if (versions.length === 0) {
      console.log('  (no stored versions)');
      continue;
    }
    printTable([
      ['', 'version', 'stored', 'files', 'size', ''],
      ...versions.map((info) => [
        info.version === active[app] ? '  *' : '   ',
        info.version,
        info.storedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
        String(info.fileCount),
        `${(info.bytes / 1024).toFixed(0)} KiB`,
        info.version === previous[app] ? 'previous' : '',
      ]),
    ]);
  }
});
