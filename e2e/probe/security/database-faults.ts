// Measurement 4 (PostgreSQL only): a table locked for 20 s, and every server connection killed.
// The probe's own pg client makes the faults; the site is only ever asked over HTTP.
import pg from 'pg';
import { DEMO, mustLogIn } from './accounts';
import { pause } from './bounded';
import type { Answer, HttpClient } from './http-client';
import { loopbackUrl } from './http-client';
import { seconds, table, title } from './report';

export interface DatabaseTarget {
  url: string;
  schema?: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

async function connect(target: DatabaseTarget): Promise<pg.Client> {
  const url = new URL(target.url);
  loopbackUrl(`http://${url.hostname}`); // refuses a database off this machine
  if (target.schema !== undefined && !IDENTIFIER.test(target.schema))
    throw new Error(`--database-schema ${target.schema}: not a lower-case SQL identifier`);
  const client = new pg.Client({ connectionString: target.url, application_name: 'ceylon-security-probe' });
  client.on('error', () => {
    // A fault the probe made may reach its own connection too; the measurement goes on.
  });
  await client.connect();
  return client;
}

const describe = (answers: Answer[]) => {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status === 0 ? 'no answer' : String(answer.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}×${count}`).join(' ');
};

async function tableLock(client: HttpClient, target: DatabaseTarget, holdMs: number): Promise<void> {
  const db = await connect(target);
  const table_ = target.schema ? `"${target.schema}".hotels` : 'hotels';
  try {
    await db.query("set lock_timeout = '5s'");
    await db.query('begin');
    await db.query(`lock table ${table_} in access exclusive mode`);
    const release = Date.now() + holdMs;
    const hotels: Answer[] = [];
    const health: Answer[] = [];
    const probe = async (path: string, into: Answer[], gapMs: number) => {
      while (Date.now() < release - 500) {
        into.push(await client.send({ path, timeoutMs: holdMs + 5_000 }));
        await pause(gapMs);
      }
    };
    const holding = pause(holdMs).then(() => db.query('rollback'));
    await Promise.all([probe('/api/hotels', hotels, 1_000), probe('/api/health', health, 500), holding]);

    const first = hotels[0];
    const firstUnavailable = hotels.find((a) => a.status === 503);
    const slowestHealth = Math.max(...health.map((a) => a.ms));
    console.log(`  ${holdMs / 1000} s ACCESS EXCLUSIVE lock on ${table_}:`);
    console.log(
      `    GET /api/hotels: first answer ${first ? `${first.status || first.error} after ${seconds(first.ms)}` : 'none'}; answers ${describe(hotels)}`,
    );
    console.log(
      `    seconds to a 503: ${firstUnavailable ? `${seconds(firstUnavailable.ms)} ${firstUnavailable.ms <= 5_000 ? '✔' : '✘'}` : 'no 503 ✘'} (goal ≤ 5 s)`,
    );
    console.log(
      `    GET /api/health: slowest ${seconds(slowestHealth)} ${slowestHealth <= 1_000 ? '✔' : '✘'} (goal ≤ 1 s); answers ${describe(health)}`,
    );
    const after = await client.send({ path: '/api/hotels', timeoutMs: 10_000 });
    console.log(`    after the lock: GET /api/hotels ${after.status || after.error} in ${seconds(after.ms)}`);
  } finally {
    await db.end().catch(() => undefined);
  }
}

async function terminateBackends(client: HttpClient, target: DatabaseTarget): Promise<void> {
  const session = await mustLogIn(client, DEMO.owner);
  const db = await connect(target);
  const results: { at: number; answer: Answer }[] = [];
  const started = Date.now();
  const terminateAt = started + 3_000;
  let terminated = 0;
  let terminatedAt = Number.NaN;
  const inFlight: Promise<void>[] = [];
  try {
    const killing = pause(3_000).then(async () => {
      terminatedAt = Date.now();
      const result = await db.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      terminated = result.rowCount ?? 0;
    });
    for (let n = 0; n < 400 && Date.now() < started + 8_000; n++) {
      const at = Date.now();
      const call = n % 2 === 0 ? { path: '/api/hotels' } : { path: '/api/my-bookings', token: session.token };
      inFlight.push(client.send({ ...call, timeoutMs: 5_000 }).then((answer) => void results.push({ at, answer })));
      await pause(Math.max(0, started + (n + 1) * 20 - Date.now()));
    }
    await killing;
    await Promise.all(inFlight);
  } finally {
    await db.end().catch(() => undefined);
  }

  const kill = Number.isFinite(terminatedAt) ? terminatedAt : terminateAt;
  const window = (from: number, to: number) => results.filter((r) => r.at >= from && r.at < to);
  const rows = [
    ['before', window(0, kill)],
    ['first second after', window(kill, kill + 1_000)],
    ['after that', window(kill + 1_000, Number.POSITIVE_INFINITY)],
  ] as const;
  console.log(
    `  pg_terminate_backend at t=${((kill - started) / 1000).toFixed(1)} s ended ${terminated} server connections; ~50 req/s for 8 s:`,
  );
  table(
    ['requests sent', 'sent', 'failed', 'answers'],
    rows.map(([label, list]) => [
      label,
      list.length,
      list.filter((r) => r.answer.status !== 200).length,
      describe(list.map((r) => r.answer)),
    ]),
  );
  const lost = rows[2][1].filter((r) => r.answer.status !== 200).length;
  console.log(`  requests lost after the first second: ${lost} ${lost === 0 ? '✔' : '✘'} (goal 0)`);
}

export async function measureDatabaseFaults(client: HttpClient, target: DatabaseTarget | undefined, lockMs: number): Promise<void> {
  title('4. Database faults');
  if (!target) {
    console.log('  n/a on PGlite (give --database-url and --database-schema of the site’s PostgreSQL database)');
    return;
  }
  await tableLock(client, target, lockMs);
  await terminateBackends(client, target);
  const health = await client.send({ path: '/api/health', timeoutMs: 5_000 });
  console.log(
    `  server still answering at the end: GET /api/health ${health.status || health.error} in ${seconds(health.ms)} ${health.status === 200 ? '✔' : '✘'}`,
  );
}
