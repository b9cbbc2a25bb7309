// Measurement 3: does a login flood (argon2 on every attempt) starve the site's reads?
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { repeatUntil } from './bounded';
import { rotation, type HttpClient } from './http-client';
import { ms, percentile, table, title } from './report';

interface Reads {
  latencies: number[];
  failed: number;
}

/** GET /api/hotels on `connections` loops until `until`, from one address. */
async function readHotels(client: HttpClient, connections: number, until: number): Promise<Reads> {
  const reads: Reads = { latencies: [], failed: 0 };
  await repeatUntil(until, connections, 100_000, async () => {
    const answer = await client.send({ path: '/api/hotels', from: '127.0.0.250', timeoutMs: 30_000 });
    if (answer.status === 200) reads.latencies.push(answer.ms);
    else reads.failed++;
  });
  return reads;
}

export async function measureFlood(client: HttpClient, durationMs: number): Promise<void> {
  title(`3. p99 of GET /api/hotels, 4 connections, ${durationMs / 1000} s alone and during a 16-connection login flood`);
  await readHotels(client, 4, Date.now() + 1_000); // warm-up, not counted
  const alone = await readHotels(client, 4, Date.now() + durationMs);

  const flood = { sent: 0, checked: 0, throttled: 0, other: 0 };
  const from = rotation();
  const run = randomBytes(3).toString('hex');
  const until = Date.now() + durationMs;
  const [during] = await Promise.all([
    readHotels(client, 4, until),
    repeatUntil(until, 16, 100_000, async (worker, round) => {
      const answer = await client.send({
        method: 'POST',
        path: '/api/auth/login',
        json: { email: `flood-${run}-${worker}-${round}@probe.test`, password: 'not-the-password' },
        from: from(),
        timeoutMs: 30_000,
      });
      flood.sent++;
      if (answer.status === 401) flood.checked++;
      else if (answer.status === 429 || answer.status === 503) flood.throttled++;
      else flood.other++;
    }),
  ]);

  const p99Alone = percentile(alone.latencies, 99);
  const p99During = percentile(during.latencies, 99);
  const ratio = p99During / p99Alone;
  table(
    ['GET /api/hotels', 'requests', 'failed', 'p50', 'p99'],
    [
      ['alone', alone.latencies.length, alone.failed, ms(percentile(alone.latencies, 50)), ms(p99Alone)],
      ['during the login flood', during.latencies.length, during.failed, ms(percentile(during.latencies, 50)), ms(p99During)],
    ],
  );
  console.log(`  p99 during / alone: ${ratio.toFixed(2)}× ${ratio <= 2 ? '✔' : '✘'} (goal ≤ 2×)`);
  // Latency figures from a loaded machine are noise; say how loaded it was.
  console.log(`  load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on this machine (probe and server share it)`);
  console.log(
    `  flood: ${flood.sent} logins sent, ${flood.checked} got through to a password check (401), ${flood.throttled} refused with 429/503, ${flood.other} other`,
  );
}
