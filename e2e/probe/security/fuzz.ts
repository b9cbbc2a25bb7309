// Measurement 1: ≥ 1,000 hostile bodies per write route; server errors and unintended writes.
import { randomBytes, randomUUID } from 'node:crypto';
import { createAccount, DEMO, logIn, mustLogIn, type Session } from './accounts';
import { runBounded } from './bounded';
import { createRandom, fuzzCase, serverOwnedValues } from './fuzz-bodies';
import { fuzzRoutes, validStay, type FuzzRoute, type FuzzWorld } from './fuzz-routes';
import { jsonOf, messageOf, rotation, type HttpClient } from './http-client';
import { checkInvariants, type Invariant } from './fuzz-invariants';
import { clip, table, title, verdict } from './report';

export interface FuzzOptions {
  casesPerRoute: number;
  concurrency: number;
  /** The whole fuzz stops starting requests after this many ms. */
  budgetMs: number;
  seed: number;
}

interface RouteTally {
  name: string;
  requests: number;
  ok: number;
  clientErrors: number;
  throttled: number;
  serverErrors: number;
  noAnswer: number;
  unintended: number;
  stoppedEarly: boolean;
  samples: string[];
}

async function created(client: HttpClient, session: Session, path: string, json: unknown): Promise<Record<string, unknown>> {
  const answer = await client.send({ method: 'POST', path, json, token: session.token });
  if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${messageOf(answer) || answer.error}`);
  return jsonOf(answer) as Record<string, unknown>;
}

async function prepareWorld(client: HttpClient, admin: Session): Promise<FuzzWorld> {
  const runId = randomBytes(3).toString('hex');
  const email = (name: string) => `probe-${runId}-${name}@probe.test`;
  const owner = await createAccount(client, admin, 'hotelOwner', email('owner'));
  const hotel = { location: 'Galle', description: 'Written by the security probe.', imageUrl: '/api/assets/hotels/kandy.svg', rating: 4 };
  const target = await created(client, owner, '/api/hotels', { ...hotel, title: `Probe ${runId} target hotel`, price: 80, rooms: 50 });
  const booking = await created(client, owner, '/api/hotels', {
    ...hotel,
    title: `Probe ${runId} booking hotel`,
    price: 40,
    rooms: 10_000,
  });
  return {
    runId,
    admin,
    owner,
    probeAdmin: await createAccount(client, admin, 'admin', email('admin')),
    customer: await createAccount(client, admin, 'user', email('customer')),
    editedUser: await createAccount(client, admin, 'user', email('edited')),
    targetHotel: { id: String(target.id), createdAt: String(target.createdAt) },
    bookingHotel: { id: String(booking.id), price: 40 },
    bookingIds: [],
    createdUserIds: [],
    createdHotelIds: [String(target.id), String(booking.id)],
  };
}

/** Enough confirmed bookings that every cancel case can meet one that is still cancellable. */
async function topUpBookings(client: HttpClient, world: FuzzWorld, wanted: number, deadline: number): Promise<void> {
  const missing = wanted - world.bookingIds.length;
  if (missing <= 0) return;
  const from = rotation();
  await runBounded(missing, 8, deadline, async (index) => {
    const answer = await client.send({
      method: 'POST',
      path: '/api/bookings',
      json: validStay(world, 5_000 + index),
      token: world.customer.token,
      from: from(),
    });
    const id = (jsonOf(answer) as { id?: unknown } | undefined)?.id;
    if (answer.status === 201 && typeof id === 'string') world.bookingIds.push(id);
  });
}

async function fuzzRoute(
  client: HttpClient,
  route: FuzzRoute,
  world: FuzzWorld,
  options: FuzzOptions,
  deadline: number,
): Promise<RouteTally> {
  // One stream per route, so a route's cases stay the same when other routes change.
  const random = createRandom([...route.name].reduce((hash, c) => Math.imul(hash, 31) + c.charCodeAt(0), options.seed));
  const owned = serverOwnedValues({ otherUserId: world.customer.id, newId: randomUUID() });
  const from = rotation();
  const tally: RouteTally = {
    name: route.name,
    requests: 0,
    ok: 0,
    clientErrors: 0,
    throttled: 0,
    serverErrors: 0,
    noAnswer: 0,
    unintended: 0,
    stoppedEarly: false,
    samples: [],
  };
  const seen = new Set<string>();
  const note = (kind: string, text: string) => {
    if (tally.samples.length < 4 && !seen.has(kind)) {
      seen.add(kind);
      tally.samples.push(text);
    }
  };

  const run = await runBounded(options.casesPerRoute, options.concurrency, deadline, async (index) => {
    const fuzz = fuzzCase(random, route.valid(index), route.accepted, owned);
    const answer = await client.send({
      method: route.method,
      path: route.path(index),
      payload: fuzz.payload,
      contentType: fuzz.contentType,
      token: route.token(index),
      from: from(),
      timeoutMs: 20_000,
    });
    tally.requests++;
    if (answer.status === 0) {
      tally.noAnswer++;
      note(`none ${answer.error}`, `no answer (${answer.error}) to ${fuzz.label}: ${clip(fuzz.payload ?? '', 80)}`);
    } else if (answer.status >= 500) {
      tally.serverErrors++;
      note(`5xx ${fuzz.label.split('+')[0]}`, `${answer.status} to ${fuzz.label}: ${clip(fuzz.payload ?? '', 80)}`);
    } else if (answer.status === 429) tally.throttled++;
    else if (answer.status >= 400) tally.clientErrors++;
    else {
      tally.ok++;
      route.succeeded?.(jsonOf(answer));
      if (fuzz.unknownKeys.length > 0) {
        tally.unintended++;
        note(
          `write ${fuzz.unknownKeys.join()}`,
          `${answer.status} to ${fuzz.label} [${clip(fuzz.unknownKeys.join(', '), 40)}]: ${clip(fuzz.payload ?? '', 80)}`,
        );
      }
    }
  });
  tally.stoppedEarly = run.stoppedEarly;
  return tally;
}

/** Ids of listed rows whose `field` starts with `prefix` (what the fuzz re-keyed is found this way). */
async function listedIds(client: HttpClient, path: string, token: string, field: string, prefix: string): Promise<string[]> {
  const rows = jsonOf(await client.send({ path, token, timeoutMs: 30_000 }));
  if (!Array.isArray(rows)) return [];
  return (rows as Record<string, unknown>[]).filter((row) => String(row[field]).startsWith(prefix)).map((row) => String(row.id));
}

async function cleanUp(client: HttpClient, world: FuzzWorld): Promise<void> {
  const deadline = Date.now() + 120_000;
  const each = async (ids: string[], call: (id: string) => Promise<unknown>) => {
    const unique = [...new Set(ids)];
    await runBounded(unique.length, 8, deadline, async (i) => void (await call(unique[i] ?? '')));
  };
  await each(world.bookingIds, (id) => client.send({ method: 'PUT', path: `/api/bookings/${id}/cancel`, token: world.customer.token }));
  const hotels = await listedIds(client, '/api/hotels', world.admin.token, 'title', `Probe ${world.runId}`);
  await each([...world.createdHotelIds, ...hotels], (id) =>
    client.send({ method: 'DELETE', path: `/api/hotels/${id}`, token: world.admin.token }),
  );
  const users = await listedIds(client, '/api/users', world.admin.token, 'email', `probe-${world.runId}-`);
  const known = [...world.createdUserIds, world.customer.id, world.editedUser.id, world.owner.id, world.probeAdmin.id];
  await each([...known, ...users], (id) => client.send({ method: 'DELETE', path: `/api/users/${id}`, token: world.admin.token }));
}

export async function measureFuzz(client: HttpClient, options: FuzzOptions): Promise<void> {
  title(`1. Fuzz: ${options.casesPerRoute} bodies per write route (seed ${options.seed}, concurrency ${options.concurrency})`);
  const started = Date.now();
  const admin = await mustLogIn(client, DEMO.admin);
  const world = await prepareWorld(client, admin);
  const routes = fuzzRoutes(world);
  const end = started + options.budgetMs;
  const tallies: RouteTally[] = [];
  for (const [position, route] of routes.entries()) {
    if (route.name.includes('cancel')) await topUpBookings(client, world, options.casesPerRoute, end);
    // Up to twice an equal share of what is left: argon2 routes are slow, the others give time back.
    const share = Math.max(10_000, (2 * (end - Date.now())) / (routes.length - position));
    const tally = await fuzzRoute(client, route, world, options, Math.min(end, Date.now() + share));
    tallies.push(tally);
    console.log(`  ${route.name}: ${tally.requests} requests, ${tally.serverErrors} server errors`);
  }

  table(
    ['route', 'requests', '2xx', '4xx', '429', '5xx', 'no answer', 'unintended writes'],
    tallies.map((t) => [
      t.name + (t.stoppedEarly ? ' (time budget ran out)' : ''),
      t.requests,
      t.ok,
      t.clientErrors,
      t.throttled,
      t.serverErrors,
      t.noAnswer,
      t.unintended,
    ]),
  );
  for (const tally of tallies.filter((t) => t.samples.length > 0)) {
    console.log(`  ${tally.name}:`);
    for (const sample of tally.samples) console.log(`    ${sample}`);
  }

  const invariants: Invariant[] = await checkInvariants(client, world, started);
  const guest = await logIn(client, DEMO.guest, { maxWaitMs: 30_000 });
  invariants.push({
    name: 'the demo guest still logs in with its known password',
    held: Boolean(guest.session),
    detail: guest.session ? '' : `${guest.last.status} ${messageOf(guest.last)}`,
  });
  console.log('\nInvariants after the fuzz:');
  for (const invariant of invariants)
    console.log(`  ${invariant.held ? '✔' : '✘'} ${invariant.name}${invariant.detail ? ` — ${invariant.detail}` : ''}`);

  const total = (key: 'requests' | 'serverErrors' | 'unintended' | 'throttled' | 'noAnswer') => tallies.reduce((sum, t) => sum + t[key], 0);
  const broken = invariants.filter((i) => !i.held).length;
  console.log(
    `\nFuzz total: ${total('requests')} requests in ${((Date.now() - started) / 1000).toFixed(0)} s; 429: ${total('throttled')}; no answer: ${total('noAnswer')}`,
  );
  console.log(`  server errors (5xx): ${total('serverErrors')} ${verdict(total('serverErrors'), 0)}`);
  console.log(
    `  unintended writes: ${total('unintended') + broken} (${total('unintended')} accepted bodies with unknown fields + ${broken} broken invariants) ${verdict(total('unintended') + broken, 0)}`,
  );
  await cleanUp(client, world);
}
