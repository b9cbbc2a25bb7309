import { appNames } from '../apps';
import { loadDeployConfig } from '../config';
import { openReleaseStore } from '../store';
import { parseCli, printTable, runCli, stringOption, toAppName, UsageError } from './cli-support';
import { appListing, canarySummary, countLoadFailures } from './releases-table';

const usage = `Usage: npm run releases [-- <app>…] [--hours <n>]

For every app (or the ones named): its stored versions, newest first, with "* active" on the one
served now and "previous" on the one a rollback returns to (and browsers fall back to); when each
was stored and its size; how often browsers failed to load it and fell back from it in the last
<n> hours (default 24), as reported to the web server, and by how many distinct browsers (each
reports a kind of failure once an hour; "browsers" is the figure to act on); then the app's last
changes. A running canary is marked "~ canary <share>%", with a line comparing the browsers
that failed to load it with those that failed on the active version since it started; an
automatic abort shows in the last changes with its reason.

Exit codes: 0 listed, 1 failed (store unreadable), 2 usage error.`;

const changesShown = 3;

runCli(usage, async () => {
  const parsed = parseCli(usage, { hours: { type: 'string' } });
  const hours = Number(stringOption(parsed, 'hours') ?? 24);
  if (!Number.isFinite(hours) || hours <= 0) throw new UsageError('--hours takes a positive number.');
  const selected = parsed.positionals.length > 0 ? parsed.positionals.map(toAppName) : appNames;
  const store = openReleaseStore(loadDeployConfig().storeRoot);
  const [active, previous, history, failures, canaries] = await Promise.all([
    store.readActive(),
    store.readPrevious(),
    store.readHistory(),
    store.readLoadFailures(),
    store.readCanaries(),
  ]);
  const counts = countLoadFailures(failures, new Date(Date.now() - hours * 3_600_000));
  console.log(`Release store: ${store.root}  (load failures of the last ${hours} h)`);
  for (const app of selected) {
    const { table, changes } = appListing(app, await store.listVersions(app), active, previous, counts, history, changesShown, canaries);
    console.log(`\n${app}`);
    const canary = canarySummary(app, canaries, active, failures);
    if (canary !== null) console.log(`  ${canary}`);
    if (table === null) {
      console.log('  (no stored versions)');
      continue;
    }
    printTable(table.map((row) => ['  ' + row[0], ...row.slice(1)]));
    if (changes.length > 0) console.log(`  last changes:\n${changes.map((line) => `    ${line}`).join('\n')}`);
  }
});
