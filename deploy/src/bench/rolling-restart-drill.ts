// `npm run drill:rolling`: requests lost while two servers behind HAProxy
// are restarted in turn under a steady load (goal 0), and no booking lost, doubled or half-made.
//
// Two compiled servers (`node --conditions=ceylon-compiled deploy/lib/cli/serve.js`, real processes,
// so SIGTERM is real) on one fresh PostgreSQL schema (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) and one release store (its state in a schema of the same
// database, a stand-in shell in a shared folder), with STOP_READY_WAIT_MS as the manual says, behind
// HAProxy on the committed deploy/haproxy/two-servers.cfg with the drill's ports. About 100 requests
// a second for the whole drill: searches (GET /api/hotels, from a process of its own), bookings
// (POST /api/bookings with an Idempotency-Key, by four signed-in guests, on random hotels and
// nights of the coming year) and contact messages (POST /api/send-email: a form without a key, which
// HAProxy must not send twice). Each server is stopped (SIGTERM, exit 0), started again and waited
// for until HAProxy has it up, twice round. Then: requests sent and answered by status, lost (no
// answer, timeouts, 5xx), every booking answered 201 in the database once under its key, none
// half-made, the rooms taken each night equal to the bookings', every contact message answered 201
// stored once; each server's stop time and time to ready. Exit 1 if anything was lost or is wrong.
//
// Usage: npm run drill:rolling [-- --rounds <n>] [--rate <requests a second>] [--port <first of three>]. Needs HAProxy
// (`apt-get install -y haproxy`); installs nothing itself. Not part of `npm test` (minutes long).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { figuresOf, steadyLoad } from '@ceylon/api/steady-load';
import { addDays, todayInColombo, type Booking, type Hotel, type NightAvailability } from '@ceylon/shared/domain';
import { searchPaths } from '../../../api/src/bench/measure-search';
import { minimumStaysIn, roomsBookedIn, roomsTakenIn, yearOfAvailability } from '../../../api/src/test/inventory-figures';
import { compileServer } from '../build/compile-server';
import { repoRoot } from '../repo-root';
import { openReleaseStore } from '../store';
// eslint-disable-next-line no-restricted-syntax -- a drill, not product code: a stand-in shell build, as the two-server bench's.
import { federatedDist, tempDir } from '../store/testing/fake-dist';
import { checkBookings, checkForms, isLost, tally, type BookingSent, type FormSent } from './rolling-drill/drill-check';
import {
  drillAddresses,
  drillHaproxyConfig,
  haproxyMissing,
  haproxyStats,
  serverNames,
  startHaproxy,
  stopProcess,
} from './rolling-drill/haproxy';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '8160' },
    rate: { type: 'string', default: '100' },
  },
});
const rounds = Number(flags.rounds);
const rate = Number(flags.rate);
const firstPort = Number(flags.port);
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** As docs/production.md gives it for the committed HAProxy settings: 2 checks × 500 ms, a check may take 2 s, a margin. */
const STOP_READY_WAIT_MS = 5000;
/** The load, requests a second: 92% searches, 6% bookings, 2% contact messages (100 in all by default). */
const RATE = { searches: rate * 0.92, bookings: rate * 0.06, contact: rate * 0.02 };
const REQUEST_TIMEOUT_MS = 30_000;
const READY_DEADLINE_MS = 180_000;

const guestPassword = 'Drill#Guest-2026';
const demo = { guest: ['guest@ceylon.test', 'Guest#2025'], admin: ['admin@ceylon.test', 'Admin#2025'] } as const;

interface Figures {
  server: string;
  round: number;
  stopSeconds: number;
  exitCode: number | null;
  readySeconds: number;
  upInHaproxySeconds: number;
}

const seconds = (from: number) => (performance.now() - from) / 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, deadlineMs = READY_DEADLINE_MS): Promise<void> {
  const started = performance.now();
  while (!(await check().catch(() => false))) {
    if (performance.now() - started > deadlineMs) throw new Error(`${what}: not within ${deadlineMs / 1000} s`);
    await pause(100);
  }
}

/** A compiled server on `port`, as `npm run serve` runs it, its output appended to `log`. */
function startServer(port: number, env: NodeJS.ProcessEnv, log: NodeJS.WritableStream): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=ceylon-compiled', 'deploy/lib/cli/serve.js'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

async function isReady(port: number): Promise<boolean> {
  return (await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2000) })).status === 200;
}

async function send(base: string, method: string, url: string, options: { token?: string; json?: unknown; key?: string } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.json !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.key && { 'idempotency-key': options.key }),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as unknown,
  };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await send(base, 'POST', '/api/auth/login', { json: { email, password } });
  if (answer.status !== 200) throw new Error(`Sign-in of ${email} answered ${answer.status}`);
  return (answer.body as { token: string }).token;
}

/** Sends `fire` `rate` times a second, evenly, until `stopped` holds; resolves when every one has settled. */
async function openLoop(rate: number, stopped: () => boolean, fire: (n: number) => Promise<void>): Promise<void> {
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; !stopped(); n += 1) {
    const due = start + (n * 1000) / rate;
    if (due > performance.now()) await pause(due - performance.now());
    if (!stopped()) pending.push(fire(n));
  }
  await Promise.all(pending);
}

async function main() {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10) throw new Error('--rounds: a whole number from 1 to 10');
  if (!Number.isFinite(rate) || rate < 10 || rate > 1000) throw new Error('--rate: requests a second, from 10 to 1000');
  if (!Number.isInteger(firstPort) || firstPort < 1024 || firstPort > 65533) throw new Error('--port: from 1024 to 65533');
  const missing = haproxyMissing();
  if (missing) {
    console.error(missing);
    process.exit(2);
  }
  const compiled = await compileServer();
  console.log(
    compiled.compiled
      ? `Compiled the server: ${compiled.files} files in ${(compiled.ms / 1000).toFixed(1)} s.`
      : 'Compiled server: up to date.',
  );

  const folder = await tempDir('rolling-drill');
  const id = randomBytes(4).toString('hex');
  const schemas = { api: `rolling_drill_${id}`, releases: `rolling_drill_releases_${id}` };
  const ports = { balancer: firstPort, servers: [firstPort + 1, firstPort + 2] as const };
  const base = `http://127.0.0.1:${ports.balancer}`;
  const log = createWriteStream(path.join(folder, 'drill.log'));
  const children: ChildProcess[] = [];
  let failed = true;
  console.log(`Drill folder (logs): ${folder}; PostgreSQL schemas ${schemas.api}, ${schemas.releases}`);

  const database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    // One release store for both: its state in PostgreSQL, a stand-in shell in one folder (the drill asks the API only).
    const store = { postgres: { url: databaseUrl, schema: schemas.releases } };
    const storeRoot = path.join(folder, 'releases');
    const releases = openReleaseStore(storeRoot, store);
    const { version } = await releases.storeBuild('shell', await federatedDist({ name: 'shell' }));
    await releases.activate('shell', version, 'rolling drill');
    await releases.close();

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schemas.api,
      DATA_DIR: path.join(folder, 'data'),
      RELEASES_DIR: storeRoot,
      RELEASES_DATABASE_URL: databaseUrl,
      RELEASES_DATABASE_SCHEMA: schemas.releases,
      JWT_SECRET: randomBytes(32).toString('hex'),
      STOP_READY_WAIT_MS: String(STOP_READY_WAIT_MS),
      // Demo data into the empty schema (the first server; the others find it seeded).
      SEED: 'demo',
      SEED_PHOTOS: 'false',
      SSR: 'off',
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1 through HAProxy: the per-address limits would count the whole drill as one visitor.
      AUTH_RATE_LIMIT: '100000',
      FORM_RATE_LIMIT: '100000',
    };
    const serverLog = (name: string) => createWriteStream(path.join(folder, `server-${name}.log`), { flags: 'a' });

    const committed = await readFile(path.join(repoRoot, 'deploy/haproxy/two-servers.cfg'), 'utf8');
    const socket = path.join(folder, 'haproxy.sock');
    const configFile = path.join(folder, 'haproxy.cfg');
    await writeFile(configFile, drillHaproxyConfig(committed, socket));
    const names = serverNames(committed);

    // The first server seeds the empty schema alone; then the second starts on it.
    const running: ChildProcess[] = [];
    for (const [index, port] of ports.servers.entries()) {
      const started = performance.now();
      const child = startServer(port, env, serverLog(names[index] ?? String(index)));
      children.push(child);
      running[index] = child;
      await until(`server ${names[index]} ready`, () => isReady(port));
      console.log(`Server ${names[index]} (port ${port}) ready in ${seconds(started).toFixed(1)} s`);
    }
    const haproxy = startHaproxy(configFile, drillAddresses(ports), log);
    children.push(haproxy);
    const allUp = async () => Object.values((await haproxyStats(socket)).servers).every((server) => server.status === 'UP');
    await until('HAProxy sees both servers up', allUp);

    // Four guests: the demo guest and three registered for the drill; the admin reads the bookings afterwards.
    const tokens = [await signIn(base, ...demo.guest)];
    for (let n = 1; n <= 3; n += 1) {
      const email = `drill-${id}-${n}@ceylon.test`;
      const registered = await send(base, 'POST', '/api/auth/register', {
        json: { firstName: 'Drill', lastName: `Guest ${n}`, email, password: guestPassword },
      });
      if (registered.status !== 201)
        throw new Error(`Registering ${email} answered ${registered.status}: ${JSON.stringify(registered.body)}`);
      tokens.push(await signIn(base, email, guestPassword));
    }
    const hotels = (await send(base, 'GET', '/api/hotels?limit=50')).body as Hotel[];
    const today = todayInColombo();
    // One night, or the minimum stay of a night in a season that asks one (the demo's Pasikudah hotel).
    const minimumStays = new Map<string, Record<string, number>>();
    for (const hotel of hotels)
      minimumStays.set(hotel.id, minimumStaysIn((await send(base, 'GET', yearOfAvailability(hotel.id))).body as NightAvailability[]));

    // The load, for the whole drill.
    const [loadStarted, loadBegan] = [performance.now(), new Date()];
    let stopped = false;
    let stopLoad: () => void = () => undefined;
    const loadStopped = new Promise<void>((resolve) => (stopLoad = resolve));
    const searches = steadyLoad({ base, paths: searchPaths(400), rate: RATE.searches, seconds: 3600, connections: 50 }, loadStopped);
    const bookings: BookingSent[] = [];
    const bookingsDone = openLoop(
      RATE.bookings,
      () => stopped,
      async (n) => {
        const hotel = hotels[Math.floor(Math.random() * hotels.length)]!;
        const checkIn = addDays(today, 1 + Math.floor(Math.random() * 360));
        const json = {
          hotelId: hotel.id,
          checkIn,
          checkOut: addDays(checkIn, minimumStays.get(hotel.id)?.[checkIn] ?? 1),
          guests: 1,
          rooms: 1,
        };
        const booking: BookingSent = { key: `drill-${id}-${n}`, outcomes: [] };
        bookings.push(booking);
        // As the booking page: the key is kept and sent again only when no answer came (the guest clicks
        // again); any answer, a 5xx too, ends this form's try (a new click would be a new key).
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const answer = await send(base, 'POST', '/api/bookings', { token: tokens[n % tokens.length], json, key: booking.key }).catch(
            () => undefined,
          );
          booking.outcomes.push(answer?.status ?? 'no answer');
          if (answer?.status === 201) booking.bookingId = (answer.body as Booking).id;
          if (answer) return;
        }
      },
    );
    const forms: FormSent[] = [];
    const contactDone = openLoop(
      RATE.contact,
      () => stopped,
      async (n) => {
        const form: FormSent = { mark: `drill ${id} contact ${n}`, outcomes: [] };
        forms.push(form);
        const json = {
          name: 'Drill',
          email: 'drill@ceylon.test',
          subject: form.mark,
          message: 'A contact message sent during the rolling-restart drill.',
        };
        const answer = await send(base, 'POST', '/api/send-email', { json }).catch(() => undefined);
        form.outcomes.push(answer?.status ?? 'no answer');
      },
    );

    await pause(5000);
    const figures: Figures[] = [];
    // A server that does not come back ends the restarts, not the drill: what was sent until then is still counted.
    let restartFailure: string | undefined;
    try {
      for (let round = 1; round <= rounds; round += 1) {
        for (const [index, port] of ports.servers.entries()) {
          const name = names[index] ?? String(index);
          const child = running[index]!;
          const stopping = performance.now();
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          const [exitCode] = (await exited) as [number | null];
          const stopSeconds = seconds(stopping);
          const starting = performance.now();
          const next = startServer(port, env, serverLog(name));
          children.push(next);
          running[index] = next;
          await until(`server ${name} ready again`, () => isReady(port));
          const readySeconds = seconds(starting);
          await until(`HAProxy sees server ${name} up`, async () => (await haproxyStats(socket)).servers[name]?.status === 'UP');
          figures.push({ server: name, round, stopSeconds, exitCode, readySeconds, upInHaproxySeconds: seconds(starting) });
          console.log(
            `Round ${round}, server ${name}: stopped in ${stopSeconds.toFixed(1)} s (exit ${exitCode}), ready in ${readySeconds.toFixed(1)} s, up in HAProxy in ${seconds(starting).toFixed(1)} s`,
          );
        }
      }
    } catch (error) {
      restartFailure = error instanceof Error ? error.message : String(error);
    }
    await pause(5000);
    stopped = true;
    stopLoad();
    const [searched] = await Promise.all([searches, bookingsDone, contactDone]);
    const loadSeconds = seconds(loadStarted);
    const balancer = await haproxyStats(socket);

    // What the database holds.
    const guestIds = (
      await database.query<{ id: string }>(`select id from "${schemas.api}".users where email = any($1)`, [
        [demo.guest[0], ...[1, 2, 3].map((n) => `drill-${id}-${n}@ceylon.test`)],
      ])
    ).rows.map((row) => row.id);
    // Every booking of the drill's guests made since the load began, with the key stored with it.
    const stored = (
      await database.query<{ id: string; reference: string; key: string | null }>(
        `select b.id, b.reference, k.key from "${schemas.api}".bookings b
           left join "${schemas.api}".idempotency_keys k on k.user_id = b.user_id and k.response->>'id' = b.id::text
          where b.user_id = any($1) and b.created_at >= $2`,
        [guestIds, loadBegan],
      )
    ).rows;
    const halfMade = (
      await database.query<{ key: string }>(
        `select k.key from "${schemas.api}".idempotency_keys k
          where k.user_id = any($1) and k.key like $2 || '%'
            and (k.status_code is null or not exists (select 1 from "${schemas.api}".bookings b where b.id::text = k.response->>'id'))`,
        [guestIds, `drill-${id}-`],
      )
    ).rows.map((row) => row.key);
    const contactStored = (
      await database.query<{ subject: string }>(`select subject from "${schemas.api}".contact_messages where subject like $1 || '%'`, [
        `drill ${id} contact `,
      ])
    ).rows.map((row) => row.subject);

    // The rooms taken each night equal the bookings' (the booking tests' own check), for every hotel.
    const adminToken = await signIn(base, ...demo.admin);
    const all = (await send(base, 'GET', '/api/all-bookings', { token: adminToken })).body as Booking[];
    const inventoryProblems: string[] = [];
    // Through HAProxy: when a server did not come back, the other may not be up either; the database checks above stand.
    if (!restartFailure)
      for (const hotel of hotels) {
        const nights = (await send(base, 'GET', yearOfAvailability(hotel.id))).body as NightAvailability[];
        const [taken, booked] = [roomsTakenIn(hotel, nights), roomsBookedIn(all, hotel.id, today)];
        for (const night of new Set([...Object.keys(taken), ...Object.keys(booked)]))
          if (taken[night] !== booked[night])
            inventoryProblems.push(`${hotel.title} ${night}: ${taken[night] ?? 0} rooms taken, ${booked[night] ?? 0} booked`);
      }

    const bookingVerdict = checkBookings(bookings, stored, halfMade);
    const formVerdict = checkForms(forms, contactStored);
    const searchLost =
      searched.errors + Object.entries(searched.statuses).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0);
    const bookingTally = tally(bookings.flatMap((booking) => booking.outcomes));
    const formTally = tally(forms.flatMap((form) => form.outcomes));
    const lost = searchLost + bookingTally.lost + formTally.lost;
    const sent = searched.latencies.length + searched.errors + bookingTally.sent + formTally.sent;
    const problems = [
      ...bookingVerdict.problems,
      ...formVerdict.problems,
      ...inventoryProblems,
      ...figures.filter((f) => f.exitCode !== 0).map((f) => `server ${f.server} exited ${f.exitCode} in round ${f.round}`),
    ];

    console.log(
      `\nRolling-restart drill: two compiled servers on PostgreSQL behind HAProxy (deploy/haproxy/two-servers.cfg), ${rounds} rounds`,
    );
    console.log(
      `Machine: ${cpus().length} cores, load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (1/5/15 min) at the end`,
    );
    console.log(
      `Load: ${loadSeconds.toFixed(0)} s at ${(sent / loadSeconds).toFixed(0)} requests/s; STOP_READY_WAIT_MS=${STOP_READY_WAIT_MS}`,
    );
    console.log(`  searches:  ${JSON.stringify(figuresOf(searched))}`);
    console.log(
      `  bookings:  ${bookingTally.sent} tries of ${bookings.length} bookings, answered ${JSON.stringify(bookingTally.answered)}`,
    );
    console.log(`  contact:   ${formTally.sent} sent, answered ${JSON.stringify(formTally.answered)}`);
    console.log(
      `Requests sent: ${sent}; lost (no answer, timeout, 5xx): ${lost} (searches ${searchLost}, bookings ${bookingTally.lost}, contact ${formTally.lost}) — goal 0`,
    );
    console.log(`HAProxy: ${balancer.retries} requests tried again, ${balancer.redispatches} sent to the other server`);
    console.log(
      `Bookings: ${bookings.filter((b) => b.bookingId).length} answered 201, ${stored.length} in the database for the drill's guests, ` +
        `${bookingVerdict.madeUnanswered} made whose answer was lost, ${halfMade.length} half-made; inventory ${inventoryProblems.length === 0 ? 'equals the bookings' : `differs on ${inventoryProblems.length} nights`}`,
    );
    console.log(
      `Contact messages: ${contactStored.length} stored for ${forms.filter((f) => f.outcomes.includes(201)).length} answered 201, ${formVerdict.madeUnanswered} stored whose answer was lost`,
    );
    for (const f of figures)
      console.log(
        `  round ${f.round}, server ${f.server}: stop ${f.stopSeconds.toFixed(1)} s (exit ${f.exitCode}), ready ${f.readySeconds.toFixed(1)} s, up in HAProxy ${f.upInHaproxySeconds.toFixed(1)} s`,
      );
    for (const problem of problems) console.log(`PROBLEM: ${problem}`);
    const lostBookings = bookings.filter((booking) => booking.outcomes.some(isLost));
    for (const booking of lostBookings.slice(0, 10)) console.log(`  lost booking try: ${booking.key} ${JSON.stringify(booking.outcomes)}`);
    failed = lost > 0 || problems.length > 0;
    console.log(failed ? '\nFAILED: something was lost or is wrong (logs in the drill folder).' : '\nNothing lost.');
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    log.end();
    await database
      .query(`drop schema if exists "${schemas.api}" cascade; drop schema if exists "${schemas.releases}" cascade`)
      .catch(() => undefined);
    await database.end();
    if (!failed) await rm(folder, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
