import type { ChildProcess } from 'node:child_process';
import pLimit from 'p-limit';
import { appNames } from '../apps';
import { ensureBuilt } from '../build/ensure-built';
import { runPrefixed } from '../build/run-prefixed';
import { repoRoot } from '../repo-root';
import { parseCli, runCli } from './cli-support';

const usage = `Usage: npm test [-- --with-image]

Every test, as CI runs them, in two lanes at once (the reference machine has two cores, and each
lane keeps about one busy):
  site   lint, typecheck, the production builds the browser tests serve, then the check that
         \`npm run dev\` and \`npm start\` stop cleanly (stop-test.ts: it needs the builds, and
         runs servers for minutes, too long for a Jest suite), then the browser tests (Playwright);
  unit   the Jest suites (one worker), then, with --with-image, the container image's test
         (npm run test:image, as root), which the Jest lane's spare time hides.
The first failure stops the rest.`;

/** Two builds at a time, as npm start builds them. */
const buildConcurrency = 2;
const running = new Set<ChildProcess>();

runCli(usage, async () => {
  const withImage = parseCli(usage, { 'with-image': { type: 'boolean' } }).values['with-image'] === true;
  process.once('SIGINT', () => stopAll('interrupted'));
  process.once('SIGTERM', () => stopAll('stopped'));
  const started = Date.now();
  await Promise.all([
    lane('site', async () => {
      await run('lint', 'npm', ['run', 'lint']);
      await run('types', 'npm', ['run', 'typecheck']);
      // What the browser tests' site (e2e/playwright.config.ts, `npm start`) would build first.
      await pLimit(buildConcurrency).map([...appNames], (app) => ensureBuilt(app));
      await run('stops', 'npx', ['tsx', 'deploy/src/cli/stop-test.ts']);
      await run('e2e', 'npm', ['run', 'test:e2e']);
    }),
    lane('unit', async () => {
      await run('jest', 'npm', ['run', 'test:unit']);
      if (withImage) await run('image', 'npm', ['run', 'test:image']);
    }),
  ]);
  console.log(`\nEvery test passed in ${minutes(started)}.`);
});

/** Runs a lane's steps; its first failure stops every other lane's command too. */
async function lane(name: string, steps: () => Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await steps();
  } catch (error) {
    stopAll(`${name} failed`);
    throw error;
  }
  console.log(`\n${name}: passed in ${minutes(started)}`);
}

/** A command in a process group of its own, kept in `running` while it runs, so stopAll can stop its whole tree. */
function run(label: string, command: string, args: readonly string[]): Promise<void> {
  return runPrefixed(label, command, args, repoRoot, {
    ownProcessGroup: true,
    started: (child) => {
      running.add(child);
      child.once('exit', () => running.delete(child));
    },
  });
}

/** Stops every command still running, with its whole process tree (npm → jest → its workers). */
function stopAll(reason: string): void {
  if (running.size > 0) console.error(`\n${reason}: stopping ${[...running].length} command(s) still running`);
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

function minutes(since: number): string {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
