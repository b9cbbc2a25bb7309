// The drill's HAProxy: the committed configuration (deploy/haproxy/two-servers.cfg) with the drill's
// own ports and a stats socket to read the servers' state from, every other setting as committed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

export interface DrillPorts {
  balancer: number;
  servers: readonly [number, number];
}

/**
 * `committed` with the frontend's port and the two servers' ports replaced, and a stats socket at
 * `statsSocket` (added to `global`). Throws when the file no longer has one bind and two servers
 * on 127.0.0.1: the drill would not be testing the committed configuration.
 */
export function drillHaproxyConfig(committed: string, ports: DrillPorts, statsSocket: string): string {
  const binds = [...committed.matchAll(/^(\s*bind\s+127\.0\.0\.1:)\d+\s*$/gm)];
  const servers = [...committed.matchAll(/^(\s*server\s+\S+\s+127\.0\.0\.1:)\d+\b/gm)];
  const globals = [...committed.matchAll(/^global\s*$/gm)];
  if (binds.length !== 1 || servers.length !== 2 || globals.length !== 1)
    throw new Error(
      'The HAProxy configuration no longer has one `global`, one `bind 127.0.0.1:<port>` and two `server <name> 127.0.0.1:<port>`',
    );
  let server = 0;
  return committed
    .replace(/^(\s*bind\s+127\.0\.0\.1:)\d+(\s*)$/m, `$1${ports.balancer}$2`)
    .replace(/^(\s*server\s+\S+\s+127\.0\.0\.1:)\d+\b/gm, (_, head: string) => `${head}${ports.servers[server++]}`)
    .replace(
      /^global\s*$/m,
      `global\n  # Added by the drill: where it reads the servers' state.\n  stats socket ${statsSocket} mode 600 level admin`,
    );
}

/** The servers' names in the committed configuration, in order. */
export function serverNames(config: string): string[] {
  return [...config.matchAll(/^\s*server\s+(\S+)\s/gm)].map((match) => match[1] ?? '');
}

/** Why HAProxy cannot run here, or undefined when it can. */
export function haproxyMissing(): string | undefined {
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (probe.error) return 'HAProxy is not installed: `apt-get install -y haproxy` (Debian), then run the drill again.';
  return undefined;
}

/** Checks `configFile` (haproxy -c), then runs HAProxy in the foreground on it, its output appended to `log`. */
export function startHaproxy(configFile: string, log: NodeJS.WritableStream): ChildProcess {
  const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused the drill's configuration:\n${check.stdout}${check.stderr}`);
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return code;
}

export interface ServerState {
  /** HAProxy's status: `UP`, `DOWN`, `UP 1/2` (rising), `DOWN 1/2` (falling), `MAINT`, `no check`. */
  status: string;
}

export interface HaproxyStats {
  servers: Record<string, ServerState>;
  /** The backend's retries (`wretr`: a request tried again) and redispatches (`wredis`: sent to another server). */
  retries: number;
  redispatches: number;
}

/** `show stat` on the stats socket, for the backend `backend`. */
export async function haproxyStats(socket: string, backend = 'servers'): Promise<HaproxyStats> {
  const text = await new Promise<string>((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end('show stat\n'));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
  const [header, ...rows] = text.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const column = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const stats: HaproxyStats = { servers: {}, retries: 0, redispatches: 0 };
  for (const row of rows.map((line) => line.split(','))) {
    if (column(row, 'pxname') !== backend) continue;
    const name = column(row, 'svname');
    if (name === 'BACKEND') [stats.retries, stats.redispatches] = [Number(column(row, 'wretr')), Number(column(row, 'wredis'))];
    else if (name !== 'FRONTEND') stats.servers[name] = { status: column(row, 'status') };
  }
  return stats;
}
