// Migration 004 on a database that already has bookings: every booking holds 1 room, and
// hotel_nights counts the nights of the bookings that take rooms (confirmed or pending) only.
import { migrateToLatest, migrateUpTo } from '../migrate';
import { testDatabases } from '../../test/test-app';
import { useDatabase } from '../../test/use-database';

describe.each(testDatabases())('migration 004 on %s', (database) => {
  const ctx = useDatabase(database, ({ db, schema }) => migrateUpTo(db, '003-telemetry', schema));

  it('backfills the rooms taken per night from the bookings made before it', async () => {
    const { db, schema } = ctx;
    const user = await db
      .insertInto('users')
      .values({ firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'hotelOwner', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hotels = await db
      .insertInto('hotels')
      .values(['One', 'Two'].map((title) => ({ title, location: 'Kandy', price: 100, imageUrl: '/a.svg', rating: 4, creatorId: user.id })))
      .returning('id')
      .execute();
    const [one, two] = hotels.map((h) => h.id);
    if (!one || !two) throw new Error('No hotels');
    const stay = (hotelId: string, checkIn: string, checkOut: string, status: 'confirmed' | 'pending' | 'cancelled' | 'completed') => ({
      hotelId,
      userId: user.id,
      checkIn,
      checkOut,
      guests: 1,
      totalPrice: 100,
      status,
    });
    await db
      .insertInto('bookings')
      .values([
        stay(one, '2030-01-01', '2030-01-04', 'confirmed'),
        stay(one, '2030-01-03', '2030-01-05', 'pending'),
        stay(one, '2030-01-01', '2030-01-02', 'cancelled'),
        stay(one, '2029-12-01', '2029-12-03', 'completed'),
        stay(two, '2030-02-10', '2030-02-11', 'confirmed'),
      ])
      .execute();

    await migrateToLatest(db, schema);

    const rooms = await db.selectFrom('bookings').select('rooms').execute();
    expect(rooms.map((r) => r.rooms)).toEqual([1, 1, 1, 1, 1]);
    const nights = await db.selectFrom('hotelNights').selectAll().orderBy('hotelId').orderBy('night').execute();
    const byHotel = (hotelId: string) => nights.filter((n) => n.hotelId === hotelId).map(({ night, roomsTaken }) => [night, roomsTaken]);
    expect(byHotel(one)).toEqual([
      ['2030-01-01', 1],
      ['2030-01-02', 1],
      ['2030-01-03', 2],
      ['2030-01-04', 1],
    ]);
    expect(byHotel(two)).toEqual([['2030-02-10', 1]]);
  });
});
