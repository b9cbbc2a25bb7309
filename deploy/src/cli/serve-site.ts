import { loggerOptions, stopOnSignals } from '@ceylon/api';
import { listenOrSayTaken } from '@ceylon/api/port-taken';
import { appNames } from '../apps';
import { openControlChannel } from '../backup/control-channel';
import type { DeployConfig } from '../config';
import { demoAccounts } from '../demo-accounts';
import { onLauncherGone } from '../build/process-groups';
import { buildWebServer } from '../server/build-web-server';
import type { ReleaseStore } from '../store';
import { printTable } from './cli-support';
import { loadApi } from './load-api';

/** Serves the store's active releases and the API on one port until SIGINT or SIGTERM. */
export async function serveSite(config: DeployConfig, store: ReleaseStore, started: number) {
  const active = await store.readActive();
  if (!active.shell) throw new Error('The shell has no active release, so the site cannot be served.');
  const api = loadApi();
  const server = await buildWebServer({
    storeRoot: config.storeRoot,
    storeOptions: config.store,
    api,
    pluginTimeout: api.options.startupTimeoutMs,
    remoteOrigins: config.remoteOrigins,
    imageOrigins: api.options.imageOrigins,
    hsts: api.options.hsts,
    logger: loggerOptions(config.logLevel, api.options.logFormat),
    logRequests: config.logRequests,
    tls: config.tls,
    siteUrl: config.siteUrl,
    publish: { tokens: config.releaseTokens },
    canary: { abort: config.canaryAbort },
    serverRender: config.serverRender,
    metricsToken: api.options.metricsToken,
  });
  // `npm run backup` asks this process, the one that has the embedded database open.
  openControlChannel(server, { storeRoot: config.storeRoot, storeOptions: config.store, log: server.log });
  stopOnSignals(server, { readyWaitMs: api.options.stopReadyWaitMs, deadlineMs: api.options.stopDeadlineMs });
  // A SIGTERM to `npm start` ends npm and its shell but reaches no further (process-groups.ts): the
  // end of what started this process is taken as that SIGTERM.
  onLauncherGone(() => process.kill(process.pid, 'SIGTERM'));
  await listenOrSayTaken(server, { port: config.port, host: config.host }, { what: 'the site', setting: 'PORT to use another' });

  const scheme = config.tls ? 'https' : 'http';
  console.log(
    `\nCeylon Stays is running at ${scheme}://localhost:${config.port}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  console.log('Demo accounts:');
  printTable(demoAccounts.map((account) => ['  ' + account.role, account.email, account.password]));
  console.log('\nActive versions:');
  printTable(appNames.map((app) => ['  ' + app, active[app] ?? '(none)']));
  console.log('\nCtrl+C to stop.');
}
