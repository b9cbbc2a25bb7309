// The destinations' queries on the database itself: the slug migration 014 generates is the one
// the pages compute (townSlug), and every query can be answered in its index's order, with no sort
// of a town's hotels and no visit to the rows for the town list.
import { sql, type Kysely } from 'kysely';
import { DESTINATION_PAGE_SIZE, townSlug } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { createHotel, loginDemo } from '../test/actors';
import { testDatabases } from '../test/test-app';
import { useAppWithDatabase } from '../test/use-app-with-database';
import { townHotelsQuery, townQuery, townsListQuery } from './destinations-repository';

type Explainable = { explain(): Promise<Record<string, unknown>[]> };

/**
 * The plan's lines with scans and sorts forbidden wherever there is another way, on one connection
 * of its own (set back after): on a test's few hotels the planner would rightly read the whole
 * table and sort, which says nothing about what it can do with an index at 100,000 (the bench's plans).
 */
async function planWithIndexes(db: Kysely<Database>, query: (db: Kysely<Database>) => Explainable): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    await sql`set enable_sort = off`.execute(connection);
    try {
      const rows = await query(connection).explain();
      return rows.map((row) => String(row['QUERY PLAN']));
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
      await sql`reset enable_sort`.execute(connection);
    }
  });
}

describe.each(testDatabases())('the destinations repository on %s', (database) => {
  const ctx = useAppWithDatabase(database);

  it('generates the slug the pages compute, for every kind of location', async () => {
    const owner = await loginDemo(ctx.app, 'hotelOwner');
    const locations = [
      'Nuwara Eliya',
      '  Arugam Bay (East) ',
      'GALLE–FORT',
      'Colombo 07',
      'Ünawatuna',
      'İstanbul',
      'kandy.',
      '— ? —',
      'a_b',
    ];
    for (const location of locations) await createHotel(ctx.app, owner, { title: 'Slug test', location });
    const rows = await ctx.db.selectFrom('hotels').select(['location', 'townSlug']).where('title', '=', 'Slug test').execute();
    expect(rows.map((row) => row.location).sort()).toEqual(locations.map((location) => location.trim()).sort());
    for (const row of rows) expect([row.location, row.townSlug]).toEqual([row.location, townSlug(row.location)]);
  });

  it('keeps the slug up to date when a hotel moves town', async () => {
    const [hotel] = await ctx.db.selectFrom('hotels').select('id').where('location', '=', 'Jaffna').execute();
    await ctx.db.updateTable('hotels').set({ location: 'Point Pedro' }).where('id', '=', hotel!.id).execute();
    const moved = await ctx.db.selectFrom('hotels').select('townSlug').where('id', '=', hotel!.id).executeTakeFirstOrThrow();
    expect(moved.townSlug).toBe('point-pedro');
  });

  it('lists the towns from hotels_towns in its order, without a sort of the hotels or a visit to the rows', async () => {
    const plan = await planWithIndexes(ctx.db, (db) => townsListQuery(db));
    expect(plan.join('\n')).toMatch(/Index Only Scan using hotels_towns/);
    // PostgreSQL 17 may order each town's few spellings for the name (an incremental sort, presorted by town); never all of them.
    expect(plan.filter((line) => /(^|->)\s*Sort\s+\(/.test(line))).toEqual([]);
  });

  it("reads one town's name and count from hotels_towns alone", async () => {
    const plan = await planWithIndexes(ctx.db, (db) => townQuery(db, 'kandy'));
    expect(plan.join('\n')).toMatch(/Index Only Scan using hotels_towns/);
  });

  it("cuts a town's page from hotels_town_page in its order, sorting only the page it joined", async () => {
    const plan = await planWithIndexes(ctx.db, (db) => townHotelsQuery(db, 'kandy', 48, DESTINATION_PAGE_SIZE));
    const text = plan.join('\n');
    expect(text).toMatch(/Index Scan using hotels_town_page/);
    // The limit is applied to the index's walk, below the join with the creators.
    expect(text.indexOf('Limit')).toBeGreaterThan(-1);
    expect(text.indexOf('Limit')).toBeGreaterThan(text.search(/Join|Nested Loop/));
    expect(plan.filter((line) => /Sort Key:.*review_total/.test(line))).toEqual([]);
  });
});
