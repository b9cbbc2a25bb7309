// `npm run dev` and `npm start` stop with every process they started when their npm process gets
// SIGTERM (what an editor's stop button, a process manager or `timeout` sends): every port is free
// within 10 s and no process of theirs is left.
//
// Not a Jest suite: each case runs real servers started by real npm (five webpack dev servers; the
// site from its built dists), which takes minutes on a loaded machine. `npm test` runs this in its
// site lane once the production builds are made (test-all.ts), which `npm start` needs. Both cases
// take ports of their own (DEV_PORT_OFFSET, PORT) and a data folder of their own, so a developer's
// running site and another test run on the machine are left alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { devPortsAt } from '@ceylon/shared/apps';
import { spawnPrefixed } from '../build/run-prefixed';
import { repoRoot } from '../repo-root';
import { parseCli, runCli, stringOption, UsageError } from './cli-support';
import { isPortFree } from './ports';

const usage = `Usage: npx tsx deploy/src/cli/stop-test.ts [-- --only dev|start]

Starts \`npm run dev\`, then \`npm start\` (which needs built dists), each on free ports; once every
port listens, sends SIGTERM to the npm process and checks that every port is free and every
process it started gone within 10 s.
  --only   check only \`npm run dev\` or only \`npm start\``;

/** Starting takes what it takes on a loaded machine (webpack compiles five apps); this is for one that hangs. */
const startDeadlineMs = 15 * 60_000;
/** The promise under test. */
const stopDeadlineMs = 10_000;

runCli(usage, async () => {
  const only = stringOption(parseCli(usage, { only: { type: 'string' } }), 'only');
  if (only !== undefined && only !== 'dev' && only !== 'start') throw new UsageError(`--only is dev or start, not "${only}".`);
  if (process.platform === 'win32') {
    console.log('Skipped: Windows has no process groups or SIGTERM to send.');
    return;
  }
  if (only !== 'start') {
    const offset = await freeDevPortOffset();
    const dev = Object.values(devPortsAt(offset));
    await checkStop({
      label: 'dev',
      npmArgs: ['run', 'dev'],
      env: { DEV_PORT_OFFSET: String(offset) },
      ports: dev,
      stopLine: /stopping the dev servers/,
    });
  }
  if (only !== 'dev') {
    const sitePort = await freePort();
    await checkStop({
      label: 'start',
      npmArgs: ['start'],
      env: { PORT: String(sitePort) },
      ports: [sitePort],
      stopLine: /SIGTERM: stopping/,
    });
  }
  console.log('\nStopped cleanly.');
});

interface StopCase {
  label: string;
  npmArgs: string[];
  env: NodeJS.ProcessEnv;
  /** Every port it listens on once started. */
  ports: number[];
  /** What it says when it stops as on a signal (not killed). */
  stopLine: RegExp;
}

async function checkStop({ label, npmArgs, env, ports, stopLine }: StopCase) {
  const name = `npm ${npmArgs.join(' ')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-stop-test-'));
  const output: string[] = [];
  // npm in a group of its own, as a terminal would start it; its output is shown and kept.
  const npm = spawnPrefixed(label, 'npm', npmArgs, repoRoot, {
    env: { ...env, DATA_DIR: dataDir, SEED: 'none' },
    ownProcessGroup: true,
    onLine: (line) => output.push(line),
  });
  let started: ProcessRow[] = [];
  try {
    console.log(`${name}: waiting for ports ${ports.join(', ')}`);
    await waitUntil(`${name} to listen on ${ports.join(', ')}`, startDeadlineMs, async () => {
      if (npm.exitCode !== null || npm.signalCode !== null) throw new Error(`${name} exited before it was ready`);
      return (await Promise.all(ports.map(listening))).every(Boolean);
    });
    started = descendants(npm.pid ?? 0);
    console.log(`${name}: ready, ${started.length} processes; SIGTERM to npm (${npm.pid})`);
    npm.kill('SIGTERM');
    const signalled = Date.now();
    await waitUntil(`every port free and every process gone after SIGTERM`, stopDeadlineMs, async () => {
      const busy = (await Promise.all(ports.map(listening))).some(Boolean);
      return !busy && running(started).length === 0;
    }).catch((error: unknown) => {
      const left = running(started);
      throw new Error(
        `${name}: ${error instanceof Error ? error.message : String(error)}; still running:\n${left.map((p) => `  ${p.pid} ${p.args}`).join('\n')}`,
      );
    });
    const stoppedIn = ((Date.now() - signalled) / 1000).toFixed(1);
    // They stopped as on a signal (the site gracefully), not killed.
    await waitUntil(`${name}'s output to end`, stopDeadlineMs, async () => npm.stdout?.readableEnded !== false);
    if (!output.some((line) => stopLine.test(line))) throw new Error(`${name} did not say it was stopping (${stopLine.source})`);
    console.log(`${name}: stopped cleanly, every port free ${stoppedIn} s after SIGTERM`);
  } finally {
    // Whatever a failed case left.
    for (const { pid } of running([...started, ...descendants(npm.pid ?? 0)])) kill(pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function kill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function waitUntil(what: string, ms: number, done: () => Promise<boolean>) {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await delay(200);
  }
}

/** Whether something accepts connections on `port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface ProcessRow {
  pid: number;
  ppid: number;
  state: string;
  args: string;
}

function processTable(): ProcessRow[] {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, ppid, state, args]) => ({ pid: Number(pid), ppid: Number(ppid), state: state ?? '', args: args ?? '' }));
}

/** `root` and every process under it. */
function descendants(root: number): ProcessRow[] {
  const table = processTable();
  const found = table.filter((row) => row.pid === root);
  for (let i = 0; i < found.length; i++) found.push(...table.filter((row) => row.ppid === found[i]?.pid));
  return found;
}

/** Those of `processes` still running (a zombie waiting to be reaped is not). */
function running(processes: readonly ProcessRow[]): ProcessRow[] {
  const now = new Map(processTable().map((row) => [row.pid, row]));
  return processes.filter((row) => {
    const current = now.get(row.pid);
    return current !== undefined && !current.state.startsWith('Z') && current.args === row.args;
  });
}

/** A free port, below the range the system hands out to outgoing connections. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 20_000);
    if (await isPortFree(port)) return port;
  }
}

/** A DEV_PORT_OFFSET at which every dev port is free (all below the outgoing connections' range). */
async function freeDevPortOffset(): Promise<number> {
  for (;;) {
    const offset = 7_000 + Math.floor(Math.random() * 20_000);
    const free = await Promise.all(Object.values(devPortsAt(offset)).map(isPortFree));
    if (free.every(Boolean)) return offset;
  }
}
