// `npm run bench:servers`: seconds from a release (rollback, canary) made
// through one server to the other serving it. Two web servers on one store, as two machines run
// them: builds in a real S3-compatible server (s3rver), the state in PostgreSQL at
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, in a throw-away schema),
// each server with its own cache folder. The build released is the real remote-public/dist when
// built (so the other server's download of it from S3 is in the figure), else a small stand-in.
// Usage: npm run bench:servers [-- <rounds>]
import { cp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { repoRoot } from '../repo-root';
// eslint-disable-next-line no-restricted-syntax -- a bench, not product code: it runs the two-server test's set-up (s3rver is a dev dependency).
import { remoteDist, secondsUntil, startSeveralServers, tempDir, type Machine, type TestResponse } from '../server/testing/several-servers';

const rounds = Number(process.argv[2] ?? 10);
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const realDist = path.join(repoRoot, 'remote-public', 'dist');

async function distFor(round: number): Promise<string> {
  if (!existsSync(path.join(realDist, 'remoteEntry.js'))) return remoteDist(`bench-${round}`);
  const dir = await tempDir('bench-dist');
  await cp(realDist, dir, { recursive: true });
  // One changed file: a new content hash, so a new version, of the real build's size.
  await writeFile(path.join(dir, 'bench-round.txt'), String(round));
  return dir;
}

const canaryRunning = (response: TestResponse) => String(response.headers['cache-control']).includes('private');
const serves = (version: string, previous: string | undefined, canary: boolean) => (manifest: RemotesManifest, response: TestResponse) =>
  manifest.public?.version === version && manifest.public.previous?.version === previous && canaryRunning(response) === canary;

async function main() {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 200) throw new Error('rounds: a whole number from 1 to 200');
  const site = await startSeveralServers(databaseUrl);
  const figures = { release: [] as number[], rollback: [] as number[], canary: [] as number[], store: [] as number[] };
  try {
    let previous: string | undefined;
    for (let round = 0; round < rounds; round += 1) {
      // Alternate which machine releases, so both directions are measured.
      const [from, to]: [Machine, Machine] = round % 2 === 0 ? [site.a, site.b] : [site.b, site.a];
      const dist = await distFor(round);
      const storing = performance.now();
      const { version } = await from.store.storeBuild('public', dist);
      figures.store.push((performance.now() - storing) / 1000);

      await from.store.activate('public', version, 'bench release');
      figures.release.push(await secondsUntil(to, serves(version, previous, false)));

      if (previous !== undefined) {
        await from.store.activate('public', previous, 'bench rollback');
        figures.rollback.push(await secondsUntil(to, serves(previous, version, false)));
        await from.store.startCanary('public', version, 99, 'bench canary');
        // 99%: a new browser is on the canary side but for one in a hundred, which the poll retries.
        figures.canary.push(await secondsUntil(to, serves(version, previous, true)));
        await from.store.promoteCanary('public', 'bench promote');
        await secondsUntil(to, serves(version, previous, false));
      }
      previous = version;
    }
  } finally {
    await site.stop();
  }
  console.log(`Two servers, one store (s3rver + PostgreSQL), ${rounds} rounds; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`);
  console.log(`Released build: ${existsSync(realDist) ? 'remote-public/dist (real)' : 'a small stand-in'}`);
  for (const [what, values] of Object.entries(figures))
    console.log(`  ${what === 'store' ? 'store a build (upload to S3)' : `${what} on one, served by the other`}: ${summary(values)}`);
}

function summary(values: number[]): string {
  if (values.length === 0) return '(none)';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(3)} s, p90 ${at(0.9).toFixed(3)} s, max ${(sorted.at(-1) ?? 0).toFixed(3)} s (n=${values.length})`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
