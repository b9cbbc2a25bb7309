import pLimit from 'p-limit';
import { appNames, type AppName } from '../apps';
import { compileServer } from '../build/compile-server';
import { loadDeployConfig } from '../config';
import { openReleaseStore } from '../store';
import { ReleaseRefused } from '../verify';
import { parseCli, runCli, stringOption, toAppName } from './cli-support';
import { ensurePortsFree } from './ports';
import { releaseApp, type ReleaseOutcome } from './release-app';
import { serveSite } from './serve-site';

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
  const store = openReleaseStore(config.storeRoot, config.store);
  const started = Date.now();
  // Said now rather than after the builds.
  await ensurePortsFree([{ port: config.port, what: 'the site' }], 'PORT to use another');

  await releaseAll(store, selected);
  await compileForServe();
  await serveSite(config, store, started);
});

/**
 * Every selected app is tried. An area that fails to build keeps its active release (or, with
 * none, shows its failure page), so one broken area never keeps the rest of the site down; only
 * a site without any shell cannot start. An app the release check refused is tried once more
 * after the others went live: a change that the shell and the areas make together (a new runtime,
 * a smaller router surface) is refused beside the old version of the other side, whichever
 * finished building first.
 */
async function releaseAll(store: ReturnType<typeof openReleaseStore>, selected: AppName[]) {
  const release = (app: AppName) =>
    releaseApp(store, app, { force: false, command: 'npm start' }).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
  const results = await pLimit(buildConcurrency).map(selected, release);
  const released = results.filter((result): result is ReleaseOutcome => !(result instanceof Error));
  const refused = selected.filter((_app, index) => results[index] instanceof ReleaseRefused);
  if (refused.length > 0 && released.some((outcome) => outcome.changed)) {
    for (const app of refused) results[selected.indexOf(app)] = await release(app);
  }
  for (const result of results) if (!(result instanceof Error)) describe(result);
  const failures = results.filter((result): result is Error => result instanceof Error);
  for (const failure of failures) {
    console.error(`\n${failure instanceof ReleaseRefused ? 'Refused by the release check' : 'Not released'}: ${failure.message}`);
  }
  const active = await store.readActive();
  if (!active.shell) throw new Error('The shell has no active release, so the site cannot be served.');
  for (const app of appNames) if (!active[app]) console.error(`${app}: no active release; its pages will show their failure page.`);
}

/**
 * `npm start` itself runs from the sources (decision 0028); it compiles the server as it builds
 * the apps, so that `npm run serve` on this tree runs the code just built. A failure is reported
 * and does not keep this site from starting.
 */
async function compileForServe() {
  try {
    const outcome = await compileServer();
    if (outcome.compiled) console.log(`server: compiled for npm run serve in ${(outcome.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(
      `\nServer not compiled (npm run serve would run the last compiled code): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function describe(outcome: ReleaseOutcome) {
  const what = outcome.changed ? `activated ${outcome.to}` : `${outcome.to} (unchanged)`;
  console.log(`${outcome.app}: ${outcome.built ? 'built, ' : ''}${what}`);
}
