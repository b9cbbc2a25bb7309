import type { ChildProcess } from 'node:child_process';
import { DEV_API_PORT } from '@ceylon/shared/apps';
import { appNames, apps } from '../apps';
import { spawnPrefixed } from '../build/run-prefixed';
import { repoRoot } from '../repo-root';
import { parseCli, runCli, stringOption, toAppName } from './cli-support';

const ports = [...appNames.map((name) => `${name} ${apps[name].devPort}`), `api ${DEV_API_PORT}`];

const usage = `Usage: npm run dev [-- --only <app,app…>]

Starts every app's dev server with hot reload and the API in watch mode, on http://localhost:
  ${ports.join(' · ')}
  --only   start only these apps (the API always starts)`;

const apiPort = String(DEV_API_PORT);

runCli(usage, async () => {
  const parsed = parseCli(usage, { only: { type: 'string' } });
  const only = stringOption(parsed, 'only');
  const selected = only ? only.split(',').map((name) => toAppName(name.trim())) : [...appNames];
  const children: ChildProcess[] = [];

  // The API reads PORT; the dev servers proxy /api to API_PORT.
  children.push(
    spawnPrefixed('api', 'npm', ['run', 'dev', '-w', '@ceylon/api'], repoRoot, {
      env: { PORT: apiPort },
      ownProcessGroup: true,
    }),
  );
  for (const app of selected) {
    children.push(
      spawnPrefixed(app, 'npm', ['run', 'dev', '-w', apps[app].workspace], repoRoot, {
        env: { API_PORT: apiPort },
        ownProcessGroup: true,
      }),
    );
  }
  console.log(`Dev servers starting; the site is at http://localhost:${apps.shell.devPort}. Ctrl+C stops all.`);

  // One server that stops is reported; the others keep running, as one area down does on the site.
  let stopping = false;
  for (const child of children) {
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`✖ ${child.spawnargs.slice(-1)[0]} exited (${signal ?? `code ${code}`})`);
    });
  }
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    for (const child of children) {
      if (child.pid === undefined || child.exitCode !== null) continue;
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', resolve))));
});
