// Migration 006 on a database that already has bookings: each gets its own reference, in the
// format the API draws, and the column is unique from then on.
import { sql } from 'kysely';
import { migrateToLatest, migrateUpTo } from '../migrate';
import { testDatabases } from '../../test/test-app';
import { useDatabase } from '../../test/use-database';

describe.each(testDatabases())('migration 006 on %s', (database) => {
  const ctx = useDatabase(database, ({ db, schema }) => migrateUpTo(db, '005-search', schema));

  it('gives every earlier booking a distinct reference, and refuses a second booking with one', async () => {
    const { db, schema } = ctx;
    const user = await db
      .insertInto('users')
      .values({ firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'user', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hotel = await db
      .insertInto('hotels')
      .values({ title: 'One', location: 'Kandy', price: 100, imageUrl: '/a.svg', rating: 4, creatorId: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written without the column, as every booking before this migration was.
    await sql`insert into bookings (hotel_id, user_id, check_in, check_out, guests, total_price)
      select ${hotel.id}, ${user.id}, date '2030-01-01' + n, date '2030-01-02' + n, 1, 100 from generate_series(1, 200) as n`.execute(db);

    await migrateToLatest(db, schema);

    const references = (await db.selectFrom('bookings').select('reference').execute()).map((b) => b.reference);
    expect(references).toHaveLength(200);
    for (const reference of references) expect(reference).toMatch(/^CS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(new Set(references).size).toBe(200);
    await expect(
      db
        .insertInto('bookings')
        .values({
          hotelId: hotel.id,
          userId: user.id,
          checkIn: '2031-01-01',
          checkOut: '2031-01-02',
          guests: 1,
          totalPrice: 1,
          reference: references[0],
        })
        .execute(),
    ).rejects.toThrow(/bookings_reference_unique|duplicate key/);
  });
});
