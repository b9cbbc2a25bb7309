// Stopping what a long-running command (`npm run dev`, `npm start`) started, and noticing when
// whatever started that command is gone.
//
// `npm run dev` runs as npm → sh → tsx → node. A SIGTERM to npm reaches sh only (npm forwards it
// to its script's shell), and sh dies without passing it on: tsx and the command itself live on,
// with every server they started. Only Ctrl+C in a terminal reaches them all, since the terminal
// signals the whole foreground process group. So the command watches the processes that launched
// it and stops as on SIGTERM when one of them is gone.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

interface ProcessStat {
  ppid: number;
  pgrp: number;
  state: string;
  /** Start time since boot, in clock ticks: tells a process from a later one given the same pid. */
  started: string;
}

/** Linux's /proc/<pid>/stat, or undefined when the process is gone or /proc is not there. */
function readStat(pid: number | 'self'): ProcessStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (second field) may hold spaces and parentheses; the fields after it do not.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', ppid: Number(fields[1]), pgrp: Number(fields[2]), started: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

/**
 * The processes that launched this one: its parent, and up from there every ancestor in this
 * process's group (npm, its shell, tsx, all in the group npm leads), and the first one outside it
 * (the terminal's shell, the editor, the test). Empty where there is no /proc.
 */
function launchers(): { pid: number; started: string }[] {
  const self = readStat('self');
  if (!self) return [];
  const found: { pid: number; started: string }[] = [];
  let pid = self.ppid;
  while (pid > 1) {
    const stat = readStat(pid);
    if (!stat) break;
    found.push({ pid, started: stat.started });
    if (stat.pgrp !== self.pgrp) break;
    pid = stat.ppid;
  }
  return found;
}

/**
 * Calls `gone` once, when a process that launched this one has exited (see launchers()); checked
 * twice a second. Without /proc (macOS), it watches the parent alone, which a kill of npm does not
 * reach through tsx.
 */
export function onLauncherGone(gone: () => void): void {
  const watched = launchers();
  const parent = process.ppid;
  const timer = setInterval(() => {
    const lost =
      watched.length > 0
        ? watched.some(({ pid, started }) => {
            const stat = readStat(pid);
            return !stat || stat.started !== started || stat.state === 'Z';
          })
        : process.ppid !== parent;
    if (lost) {
      clearInterval(timer);
      gone();
    }
  }, 500);
  timer.unref();
}

/** Whether any process of group `pgid` still runs (a zombie, dead but not yet reaped, does not count). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  if (!readStat('self')) return true;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.pgrp === pgid && stat.state !== 'Z') return true;
  }
  return false;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops every child's process group (each child was started in a group of its own, so the whole
 * tree under it goes too): SIGTERM, then SIGKILL to the groups still running after `graceMs`.
 * Resolves once every group is gone, or `graceMs` after the SIGKILL whatever remains.
 */
export async function stopGroups(children: readonly ChildProcess[], graceMs: number): Promise<void> {
  // Windows has no process groups; the child itself is all that can be stopped.
  if (process.platform === 'win32') {
    for (const child of children) child.kill();
    return;
  }
  const groups = children.map((child) => child.pid).filter((pid): pid is number => pid !== undefined && groupAlive(pid));
  for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
  const waitFor = async (ms: number) => {
    const until = Date.now() + ms;
    while (groups.some(groupAlive) && Date.now() < until) await delay(100);
  };
  await waitFor(graceMs);
  const left = groups.filter(groupAlive);
  if (left.length === 0) return;
  for (const pgid of left) signalGroup(pgid, 'SIGKILL');
  await waitFor(graceMs);
}
