import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

const colors = [36, 35, 33, 32, 34, 91, 96];
let nextColor = 0;

/**
 * Starts a command whose every output line is prefixed with `label`, so parallel output stays
 * legible; `onLine` is given each line too (a caller that checks what was said).
 */
export function spawnPrefixed(
  label: string,
  command: string,
  args: readonly string[],
  cwd: string,
  options: { env?: NodeJS.ProcessEnv; ownProcessGroup?: boolean; onLine?: (line: string) => void } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    // Colour only on a terminal: tools treat any FORCE_COLOR, even 0, as "colour on".
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // npm is a .cmd script on Windows, which only a shell can start.
    shell: process.platform === 'win32',
    // Its own group, so the whole tree (npm → webpack) can be stopped with one signal.
    detached: options.ownProcessGroup === true && process.platform !== 'win32',
  });
  const color = colors[nextColor++ % colors.length] ?? 36;
  const prefix = process.stdout.isTTY ? `\x1b[${color}m${label.padEnd(8)}|\x1b[0m ` : `${label.padEnd(8)}| `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        out.write(`${prefix}${line}\n`);
        options.onLine?.(line);
      });
    }
  }
  return child;
}

/**
 * Runs a command to completion; rejects with an error naming `label` when it fails. `started` is
 * given the process as it starts (in a group of its own with `ownProcessGroup`), for a caller that
 * may have to stop it.
 */
export function runPrefixed(
  label: string,
  command: string,
  args: readonly string[],
  cwd: string,
  options: { ownProcessGroup?: boolean; started?: (child: ChildProcess) => void } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnPrefixed(label, command, args, cwd, { ownProcessGroup: options.ownProcessGroup });
    options.started?.(child);
    child.on('error', (error) => reject(new Error(`${label}: could not run ${command}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${label}: \`${[command, ...args].join(' ')}\` failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
