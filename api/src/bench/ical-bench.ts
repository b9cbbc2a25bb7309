// `npm run bench:ical`: the figure for calendar sync — importing a 2,000-event feed. Serves
// an Airbnb-style calendar of 2,000 stays (three years back, two ahead) from a real HTTP server on
// this machine, adds it to a 10-room hotel (the first sync), syncs it again unchanged five times and
// once with ten stays moved, and reports the times and what each sync wrote: an identical sync must
// write no night (the catalogue version, moved by any statement on hotel_nights, stays; no new row
// versions in calendar_feed_nights). PGlite in memory always; PostgreSQL too when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { CalendarFeed } from '@ceylon/shared/domain';
import { addDays, todayInColombo } from '@ceylon/shared/domain';
import { apiPlugin, type ApiConfig } from '../app';
import { feedNights } from '../calendar-sync/feed-nights';
import { syncWindow } from '../calendar-sync/sync-feed';
import { startTestFeedServer, stayCalendar, type StayDates } from '../test/test-feed-server';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { measureOnEachDatabase } from './seed-schema';

const EVENTS = 2000;
const IDENTICAL_RUNS = 5;
const SCHEMA = 'bench_ical';

async function start(options: Partial<ApiConfig>): Promise<{ app: FastifyInstance; api: FastifyInstance; db: Kysely<Database> }> {
  const app = Fastify({ logger: false, pluginTimeout: 0 });
  let api: FastifyInstance | undefined;
  await app.register(
    async (scope) => {
      await scope.register(fp(apiPlugin), {
        logger: false,
        seed: 'demo',
        seedPhotos: false,
        jwtSecret: randomBytes(32).toString('hex'),
        dataDir: mkdtempSync(path.join(tmpdir(), 'ceylon-ical-bench-')),
        calendarSyncPollMs: 0,
        calendarFeedAllowedAddresses: ['127.0.0.1'],
        ...options,
      });
      api = scope;
    },
    { prefix: '/api' },
  );
  await app.ready();
  if (!api) throw new Error('The API did not start');
  return { app, api, db: api.db };
}

/** 2,000 stays of 1–4 nights, deterministic, from three years ago to two years ahead. */
function stays(shift = 0): StayDates[] {
  let state = 7;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const from = addDays(todayInColombo(), -3 * 365);
  return Array.from({ length: EVENTS }, (_, index) => {
    const checkIn = addDays(from, Math.floor(next() * 5 * 365) + (index < shift ? 3 : 0));
    return { checkIn, checkOut: addDays(checkIn, 1 + Math.floor(next() * 4)) };
  }).filter(({ checkIn }) => checkIn < addDays(todayInColombo(), 730));
}

async function writes(db: Kysely<Database>, feedId: string) {
  const version = await db.selectFrom('catalogueVersion').select('version').executeTakeFirstOrThrow();
  const rows = await sql<{ newest: string | null; count: string }>`
    select max(xmin::text::bigint)::text as newest, count(*)::text as count from calendar_feed_nights where feed_id = ${feedId}`.execute(
    db,
  );
  return { version: String(version.version), newest: rows.rows[0]?.newest ?? null, count: Number(rows.rows[0]?.count ?? 0) };
}

const ms = (started: number) => Math.round((performance.now() - started) * 10) / 10;

async function measure(label: string, options: Partial<ApiConfig>): Promise<void> {
  const feeds = await startTestFeedServer();
  const { app, db } = await start(options);
  try {
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'hotelOwner');
    if (!owner) throw new Error('No demo owner');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const hotel = await app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers,
      payload: { title: 'iCal Bench Hotel', location: 'Galle', price: 80, rating: 4, imageUrl: '/api/assets/hotels/galle.svg', rooms: 10 },
    });
    const hotelId = hotel.json<{ id: string }>().id;
    const text = stayCalendar(stays(), 'bench');
    const url = feeds.set('bench', text);

    let started = performance.now();
    const parsed = feedNights(text, syncWindow());
    const parseMs = ms(started);

    started = performance.now();
    const added = await app.inject({
      method: 'POST',
      url: `/api/hotels/${hotelId}/calendar-feeds`,
      headers,
      payload: { name: 'Airbnb', url },
    });
    const firstMs = ms(started);
    const feed = added.json<CalendarFeed>();
    if (added.statusCode !== 201 || feed.lastError) throw new Error(`The first sync failed: ${added.body}`);
    const sync = () => app.inject({ method: 'POST', url: `/api/hotels/${hotelId}/calendar-feeds/${feed.id}/sync`, headers });

    const before = await writes(db, feed.id);
    const identical: number[] = [];
    for (let run = 0; run < IDENTICAL_RUNS; run += 1) {
      started = performance.now();
      const response = await sync();
      identical.push(ms(started));
      if (response.json<CalendarFeed>().lastError) throw new Error(`A sync failed: ${response.body}`);
    }
    const after = await writes(db, feed.id);

    feeds.set('bench', stayCalendar(stays(10), 'bench'));
    started = performance.now();
    const changed = (await sync()).json<CalendarFeed>();
    const changedMs = ms(started);
    const afterChange = await writes(db, feed.id);

    identical.sort((a, b) => a - b);
    console.log(
      `\n${label}: a feed of ${EVENTS.toLocaleString('en')} events (${(text.length / 1024).toFixed(0)} KB), ${feed.nightsHeld} nights from today on`,
    );
    console.table({
      'read the calendar (ical.js), ms': parseMs,
      'first sync (add: fetch, read, store), ms': firstMs,
      [`identical sync, median of ${IDENTICAL_RUNS}, ms`]: identical[Math.floor(identical.length / 2)] ?? 0,
      'sync with 10 stays moved, ms': changedMs,
    });
    console.log(`events read: ${feed.eventsRead} (the parser alone: ${parsed.eventsRead} events, ${parsed.nights.length} nights)`);
    console.log(
      `identical syncs wrote: catalogue version ${before.version} → ${after.version} (${before.version === after.version ? 'no statement on hotel_nights' : 'CHANGED'}), ` +
        `calendar_feed_nights newest row version ${before.newest} → ${after.newest} (${before.newest === after.newest ? 'no row written' : 'WRITTEN'})`,
    );
    console.log(
      `the changed sync: ${changed.nightsHeld} nights held, catalogue version ${after.version} → ${afterChange.version}, ` +
        `feed nights ${after.count} → ${afterChange.count}`,
    );
  } finally {
    await app.close();
    await feeds.close();
  }
}

measureOnEachDatabase(SCHEMA, measure);
