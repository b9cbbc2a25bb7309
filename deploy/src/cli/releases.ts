import { appNames } from '../apps';
import { parseCli, printTable, runCli, stringOption, toAppName, UsageError } from './cli-support';
import { appListing, canarySummary, collectVitals, countLoadFailures, vitalsMinSamples } from './releases-table';
import { openConfiguredStore } from './configured-store';

const usage = `Usage: npm run releases [-- <app>…] [--hours <n>]

For every app (or the ones named): its stored versions, newest first, with "* active" on the one
served now and "previous" on the one a rollback returns to (and browsers fall back to); when each
was stored and its size; how often browsers failed to load it and fell back from it in the last
<n> hours (default 24), as reported to the web server, and by how many distinct browsers (each
reports a kind of failure once an hour; "browsers" is the figure to act on); the 75th percentile
of what visitors got on its pages in those hours (Core Web Vitals: LCP and INP in ms, CLS) with
the number of samples, "—" below ${vitalsMinSamples}; then the app's last changes. A running canary
is marked "~ canary <share>%", with a line comparing the browsers that failed to load it with
those that failed on the active version since it started; an automatic abort shows in the last
changes with its reason.

Exit codes: 0 listed, 1 failed (store unreadable), 2 usage error.`;

const changesShown = 3;

runCli(usage, async () => {
  const parsed = parseCli(usage, { hours: { type: 'string' } });
  const hours = Number(stringOption(parsed, 'hours') ?? 24);
  if (!Number.isFinite(hours) || hours <= 0) throw new UsageError('--hours takes a positive number.');
  const selected = parsed.positionals.length > 0 ? parsed.positionals.map(toAppName) : appNames;
  const store = openConfiguredStore();
  const [active, previous, history, failures, canaries] = await Promise.all([
    store.readActive(),
    store.readPrevious(),
    store.readHistory(),
    store.readLoadFailures(),
    store.readCanaries(),
  ]);
  const since = new Date(Date.now() - hours * 3_600_000);
  const counts = countLoadFailures(failures, since);
  const vitals = collectVitals(await store.readVitals(), since);
  console.log(`Release store: ${describeStore(store)}  (failures and vitals of the last ${hours} h)`);
  for (const app of selected) {
    const { table, changes } = appListing(
      app,
      await store.listVersions(app),
      active,
      previous,
      counts,
      history,
      changesShown,
      canaries,
      vitals,
    );
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

function describeStore(store: ReturnType<typeof openConfiguredStore>): string {
  const { builds, state } = store.backends;
  if (builds === 'folder' && state === 'files') return store.root;
  return `builds in ${builds === 's3' ? 'S3' : store.root}, state in ${state === 'postgres' ? 'PostgreSQL' : store.root}`;
}
