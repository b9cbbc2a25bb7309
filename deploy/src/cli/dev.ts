import type { ChildProcess } from 'node:child_process';
import { chooseLogFormat } from '@ceylon/api/config';
import { DEV_API_PORT, devPortOffset, devPortsAt } from '@ceylon/shared/apps';
import { appNames, apps } from '../apps';
import { onLauncherGone, stopGroups } from '../build/process-groups';
import { spawnPrefixed } from '../build/run-prefixed';
import { repoRoot } from '../repo-root';
import { parseCli, runCli, stringOption, toAppName } from './cli-support';
import { ensurePortsFree } from './ports';

const usage = `Usage: npm run dev [-- --only <app,app…>]

Starts every app's dev server with hot reload and the API in watch mode, on http://localhost:
  ${appNames.map((name) => `${name} ${apps[name].devPort}`).join(' · ')} · api ${DEV_API_PORT}
  (DEV_PORT_OFFSET=<n> adds n to every port)
  --only   start only these apps (the API always starts)
Stops, with every server it started, on Ctrl+C, SIGTERM or SIGHUP, or when the process that
started it ends.`;

/** How long the servers get to stop on SIGTERM before they are killed. */
const stopGraceMs = 4000;

runCli(usage, async () => {
  const parsed = parseCli(usage, { only: { type: 'string' } });
  const only = stringOption(parsed, 'only');
  const selected = only ? only.split(',').map((name) => toAppName(name.trim())) : [...appNames];
  const ports = devPortsAt(devPortOffset(process.env.DEV_PORT_OFFSET));
  // The servers' output is a pipe to this process: the format is chosen once, from this terminal.
  const logFormat = chooseLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY === true);
  await ensurePortsFree(
    [...selected.map((app) => ({ port: ports[app], what: `${app}'s dev server` })), { port: ports.api, what: 'the API' }],
    'DEV_PORT_OFFSET=<n> to move every dev port by n',
  );
  const children: ChildProcess[] = [];

  // The API reads PORT; the dev servers read DEV_PORT_OFFSET themselves and proxy /api to API_PORT.
  children.push(
    spawnPrefixed('api', 'npm', ['run', 'dev', '-w', '@ceylon/api'], repoRoot, {
      env: { PORT: String(ports.api), LOG_FORMAT: logFormat },
      ownProcessGroup: true,
    }),
  );
  for (const app of selected) {
    children.push(
      spawnPrefixed(app, 'npm', ['run', 'dev', '-w', apps[app].workspace], repoRoot, {
        env: { API_PORT: String(ports.api) },
        ownProcessGroup: true,
      }),
    );
  }
  console.log(`Dev servers starting; the site is at http://localhost:${ports.shell}. Ctrl+C stops all.`);

  // One server that stops is reported; the others keep running, as one area down does on the site.
  let stopping = false;
  for (const child of children) {
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`✖ ${child.spawnargs.slice(-1)[0]} exited (${signal ?? `code ${code}`})`);
    });
  }
  // Each server runs in a process group of its own (npm → sh → webpack or tsx → node), which a
  // signal to this process does not reach: every group is stopped here, and this process exits
  // once they are gone (killed if they take too long). A second signal kills them at once.
  const stop = (why: string) => {
    if (stopping) {
      void stopGroups(children, 0).then(() => process.exit(1));
      return;
    }
    stopping = true;
    console.log(`\n${why}: stopping the dev servers…`);
    void stopGroups(children, stopGraceMs).then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  // Once the terminal is gone, writing to it fails: that must not end this process before the servers.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  onLauncherGone(() => stop('The process that started npm run dev ended'));
  await Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', resolve))));
});
