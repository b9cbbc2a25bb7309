import { appNames, type AppName } from '../apps';
import { mapWithLimit } from '../build/run-prefixed';
import { loadDeployConfig } from '../config';
import { demoAccounts } from '../demo-accounts';
import { buildWebServer } from '../server/build-web-server';
import { openReleaseStore } from '../store';
import { parseCli, printTable, runCli, stringOption, toAppName } from './cli-support';
import { loadApi } from './load-api';
import { releaseApp, type ReleaseOutcome } from './release-app';

const usage = `Usage: npm start [-- --only <app,app…>]

Builds every app whose build is missing or stale (two at a time), stores each build in
releases/ and activates it when it differs from the active one, then serves the site and the
API on one port: http://localhost:8080 (PORT to change it).
  --only   release only these apps (the others keep their active versions)`;

/** Two builds at a time: webpack is CPU-bound and the reference machine has two cores. */
const buildConcurrency = 2;

runCli(usage, async () => {
  const parsed = parseCli(usage, { only: { type: 'string' } });
  const only = stringOption(parsed, 'only');
  const selected = only ? only.split(',').map((name) => toAppName(name.trim())) : [...appNames];
  const config = loadDeployConfig();
  const store = openReleaseStore(config.storeRoot);
  const started = Date.now();

  await releaseAll(store, selected);
  const server = await buildWebServer({
    storeRoot: config.storeRoot,
    api: loadApi(),
    remoteOrigins: config.remoteOrigins,
    logger: { level: config.logLevel },
    logRequests: config.logRequests,
  });
  stopOnSignals(() => server.close());
  await server.listen({ port: config.port, host: config.host });

  console.log(`\nCeylon Stays is running at http://localhost:${config.port}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  console.log('Demo accounts:');
  printTable(demoAccounts.map((account) => ['  ' + account.role, account.email, account.password]));
  console.log('\nActive versions:');
  const active = await store.readActive();
  printTable(appNames.map((app) => ['  ' + app, active[app] ?? '(none)']));
  console.log('\nCtrl+C to stop.');
});

/**
 * Every selected app is tried. An area that fails to build keeps its active release (or, with
 * none, shows its failure page), so one broken area never keeps the rest of the site down; only
 * a site without any shell cannot start.
 */
async function releaseAll(store: ReturnType<typeof openReleaseStore>, selected: AppName[]) {
  const results = await mapWithLimit(selected, buildConcurrency, (app) =>
    releaseApp(store, app, { force: false, command: 'npm start' }).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    ),
  );
  for (const result of results) if (!(result instanceof Error)) describe(result);
  const failures = results.filter((result): result is Error => result instanceof Error);
  for (const failure of failures) console.error(`\nNot released: ${failure.message}`);
  const active = await store.readActive();
  if (!active.shell) throw new Error('The shell has no active release, so the site cannot be served.');
  for (const app of appNames) if (!active[app]) console.error(`${app}: no active release; its pages will show their failure page.`);
}

function describe(outcome: ReleaseOutcome) {
  const what = outcome.changed ? `activated ${outcome.to}` : `${outcome.to} (unchanged)`;
  console.log(`${outcome.app}: ${outcome.built ? 'built, ' : ''}${what}`);
}

function stopOnSignals(close: () => Promise<void>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      console.log(`\n${signal}: stopping (the API closes its database)…`);
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
