// The drill's HAProxy: the committed configuration (deploy/haproxy/two-servers.cfg) with the drill's
// own addresses (through the environment, which the file reads) and a stats socket to read the servers' state from, every other setting as committed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

export interface DrillPorts {
  balancer: number;
  servers: readonly [number, number];
}

/** The addresses the committed configuration reads from the environment (its `presetenv` defaults), for the drill's ports. */
export function drillAddresses(ports: DrillPorts): NodeJS.ProcessEnv {
  return {
    SITE_BIND: `127.0.0.1:${ports.balancer}`,
    SERVER_ONE: `127.0.0.1:${ports.servers[0]}`,
    SERVER_TWO: `127.0.0.1:${ports.servers[1]}`,
  };
}

/**
 * `committed` with a stats socket at `statsSocket` (added to `global`), every other line as
 * committed. Throws when the file no longer takes its balancer's and two servers' addresses from
 * the environment: the drill, which sets them (`drillAddresses`), would not be testing it.
 */
export function drillHaproxyConfig(committed: string, statsSocket: string): string {
  const takesAddresses = ['bind "${SITE_BIND}"', 'server one "${SERVER_ONE}"', 'server two "${SERVER_TWO}"'].every((line) =>
    committed.includes(line),
  );
  const globals = [...committed.matchAll(/^global\s*$/gm)];
  if (!takesAddresses || globals.length !== 1)
    throw new Error('The HAProxy configuration no longer has one `global` and its addresses in SITE_BIND, SERVER_ONE and SERVER_TWO');
  return committed.replace(
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

/** Checks `configFile` (haproxy -c), then runs HAProxy in the foreground on it with `addresses`, its output appended to `log`. */
export function startHaproxy(configFile: string, addresses: NodeJS.ProcessEnv, log: NodeJS.WritableStream): ChildProcess {
  const env = { ...process.env, ...addresses };
  const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8', env });
  if (check.status !== 0) throw new Error(`HAProxy refused the drill's configuration:\n${check.stdout}${check.stderr}`);
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'], env });
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
