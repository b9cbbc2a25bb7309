// `npm run bench:sizing`: what bookings cost a production site, for the operators' manual's sizing.
// Makes BENCH_SIZING_BOOKINGS bookings (1,000) through POST /api/bookings on the
// demo data — stays of one to three nights, one or two guests, at a hotel with charges, mail
// queued for the guest and the owner — and measures what they add: the database's size (tables and
// indexes, every table of the API's), the mail queued, and the server's CPU time and answer time per
// booking. PGlite in memory always; PostgreSQL too when DATABASE_URL (or TEST_DATABASE_URL) is set,
// in a schema of its own dropped after.
import { addDays, todayInColombo } from '@ceylon/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { ApiConfig } from '../app';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { percentile } from './percentile';
import { measureOnEachDatabase } from './seed-schema';
import { startBenchApi } from './bench-api';

const BOOKINGS = Number(process.env.BENCH_SIZING_BOOKINGS ?? 1000);
const SCHEMA = 'bench_sizing';
const MB = 1024 * 1024;

/** Bytes of every table of the API's schema (or only `table`), with its indexes and TOAST. */
async function databaseBytes(db: Kysely<Database>, schema: string, table?: string): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'm') and (${table ?? null}::text is null or c.relname = ${table ?? null})`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

async function measure(label: string, options: Partial<ApiConfig>): Promise<void> {
  // No outbox worker: the mail stays queued, so it is counted.
  const { app, db } = await startBenchApi({ ...options, outboxPollMs: 0 });
  try {
    const schema = options.databaseSchema ?? 'public';
    const hotel = await db
      .selectFrom('hotels')
      .innerJoin('hotelCharges', 'hotelCharges.hotelId', 'hotels.id')
      .select(['hotels.id', 'hotels.title'])
      .orderBy('hotels.createdAt')
      .executeTakeFirstOrThrow();
    // Rooms enough for every booking: the bench measures storage, not a full hotel's refusals.
    await db.updateTable('hotels').set({ rooms: BOOKINGS }).where('id', '=', hotel.id).execute();
    const guest = DEMO_ACCOUNTS.find((account) => account.role === 'user');
    if (!guest) throw new Error('No demo guest');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.email, password: guest.password } });
    const { token } = login.json<{ token: string }>();
    await sql`checkpoint`.execute(db);
    const sizeBefore = await databaseBytes(db, schema);
    const mailBytesBefore = await databaseBytes(db, schema, 'mail_outbox');
    const mailBefore = await db.selectFrom('mailOutbox').select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();

    const first = addDays(todayInColombo(), 30);
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < BOOKINGS; i += 1) {
      const checkIn = addDays(first, i % 300);
      const checkOut = addDays(checkIn, 1 + (i % 3));
      const sent = performance.now();
      // No totalPrice: the server prices the stay (the client's figure is only compared when sent).
      const response = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `sizing-${label}-${i}` },
        payload: { hotelId: hotel.id, checkIn, checkOut, guests: 1 + (i % 2) },
      });
      if (response.statusCode !== 201) throw new Error(`POST /api/bookings answered ${response.statusCode}: ${response.body}`);
      times.push(performance.now() - sent);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    await sql`checkpoint`.execute(db);
    const sizeAfter = await databaseBytes(db, schema);
    const mailBytes = (await databaseBytes(db, schema, 'mail_outbox')) - mailBytesBefore;
    const mailAfter = await db.selectFrom('mailOutbox').select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();

    times.sort((a, b) => a - b);
    const perBooking = (sizeAfter - sizeBefore) / BOOKINGS;
    const mails = (Number(mailAfter.count) - Number(mailBefore.count)) / BOOKINGS;
    const cpuMs = (cpu.user + cpu.system) / 1000 / BOOKINGS;
    const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
    console.log(`\n${label}: ${BOOKINGS} bookings at ${hotel.title} in ${round(seconds)} s, one at a time`);
    console.table({
      'database growth per booking, KB': round(perBooking / 1024, 2),
      '… of which the queued mail, KB': round(mailBytes / BOOKINGS / 1024, 2),
      'mail queued per booking': round(mails, 2),
      'server CPU per booking, ms (API and database in this process)': round(cpuMs, 2),
      'answer time p50, ms': round(percentile(times, 0.5)),
      'answer time p95, ms': round(percentile(times, 0.95)),
    });
    console.log(
      `${label}: per 1,000 bookings a day: the database grows ${round((perBooking * 1000) / MB)} MB a day ` +
        `(${round((perBooking * 1000 * 365) / MB / 1024, 2)} GB a year), ${round(mails * 1000)} e-mails a day, ` +
        `${round(cpuMs)} CPU seconds a day for the bookings themselves`,
    );
  } finally {
    await app.close();
  }
}

measureOnEachDatabase(SCHEMA, measure, {
  url: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  variables: 'DATABASE_URL or TEST_DATABASE_URL',
});
