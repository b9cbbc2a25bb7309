// Migration 024 on a database that already has bookings: each booking, of every status and of a
// deleted hotel too, is given its hotel's Standard room and Standard rate with the old terms, and
// nothing else of it changes; the columns are then required, of the booking's own hotel, and kept
// by the bookings that name them; an insert that leaves them out gets the hotel's first type and plan.
import { sql } from 'kysely';
import { migrateToLatest, migrateUpTo } from '../migrate';
import { testDatabases } from '../../test/test-app';
import { useDatabase } from '../../test/use-database';

const STANDARD_TERMS = {
  mealPlan: 'room_only',
  cancellation: { kind: 'free_until', notice: 24, unit: 'hours', penalty: 'first_night', penaltyPercent: null },
  payment: { kind: 'pay_at_property', depositPercent: null },
};

function idOf(result: { rows: { id: string }[] }): string {
  const [row] = result.rows;
  if (!row) throw new Error('Nothing inserted');
  return row.id;
}

describe.each(testDatabases())('migration 024 on %s', (database) => {
  const ctx = useDatabase(database, ({ db, schema }) => migrateUpTo(db, '023-rooms-and-rates', schema));
  let owner = '';
  const hotelIds: string[] = [];
  const standardType = new Map<string, string>();
  const standardPlan = new Map<string, string>();
  let familyOfOne = '';
  let saverOfOne = '';

  it('gives every booking its hotel Standard room and Standard rate with the old terms, and changes nothing else of it', async () => {
    const { db, schema } = ctx;
    ({ id: owner } = await db
      .insertInto('users')
      .values({ firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'hotelOwner', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const hotels = await db
      .insertInto('hotels')
      .values(
        ['One', 'Two', 'Gone'].map((title) => ({
          title,
          location: 'Kandy',
          price: 50,
          rooms: 3,
          imageUrl: '/a.svg',
          rating: 4,
          creatorId: owner,
        })),
      )
      .returning('id')
      .execute();
    hotelIds.push(...hotels.map((h) => h.id));
    const [one, two, gone] = hotelIds;
    if (!one || !two || !gone) throw new Error('No hotels');
    await db.updateTable('hotels').set({ deletedAt: new Date() }).where('id', '=', gone).execute();
    for (const hotelId of hotelIds) {
      standardType.set(
        hotelId,
        (await db.selectFrom('roomTypes').select('id').where('hotelId', '=', hotelId).executeTakeFirstOrThrow()).id,
      );
      standardPlan.set(
        hotelId,
        (await db.selectFrom('ratePlans').select('id').where('hotelId', '=', hotelId).executeTakeFirstOrThrow()).id,
      );
    }
    // One gets a newer type and a plan offered on it only: its bookings stay in its Standard room all the same.
    familyOfOne = idOf(
      await sql<{ id: string }>`insert into room_types
          (hotel_id, name, max_adults, max_children, max_guests, rooms, pricing_basis, price, included_adults, extra_adult_price)
        values (${one}, 'Family', 2, 2, 4, 3, 'per_room', 150, 2, 30) returning id`.execute(db),
    );
    saverOfOne = idOf(
      await sql<{ id: string }>`insert into rate_plans (hotel_id, name, meal_plan, cancellation, payment, price_adjustment_percent)
        values (${one}, 'Saver', 'bed_and_breakfast', 'non_refundable', 'prepay', -10) returning id`.execute(db),
    );
    await sql`insert into rate_plan_room_types (hotel_id, rate_plan_id, room_type_id) values (${one}, ${saverOfOne}, ${familyOfOne})`.execute(
      db,
    );

    const stay = (hotelId: string, checkIn: string, checkOut: string, status: 'confirmed' | 'pending' | 'cancelled' | 'completed') => ({
      hotelId,
      userId: owner,
      checkIn,
      checkOut,
      guests: 2,
      totalPrice: 123.45,
      status,
    });
    await db
      .insertInto('bookings')
      .values([
        { ...stay(one, '2030-01-01', '2030-01-04', 'confirmed'), rooms: 2 },
        stay(one, '2030-01-02', '2030-01-03', 'cancelled'),
        stay(two, '2029-12-01', '2029-12-03', 'completed'),
        stay(two, '2030-02-10', '2030-02-11', 'pending'),
        stay(gone, '2029-11-01', '2029-11-02', 'completed'),
      ])
      .execute();
    const before = await db.selectFrom('bookings').selectAll().orderBy('id').execute();

    await migrateToLatest(db, schema);

    const after = await db.selectFrom('bookings').selectAll().orderBy('id').execute();
    expect(after.map(({ roomTypeId: _type, ratePlanId: _plan, terms: _terms, ...rest }) => rest)).toEqual(before);
    for (const booking of after) {
      expect([booking.roomTypeId, booking.ratePlanId, booking.terms]).toEqual([
        standardType.get(booking.hotelId),
        standardPlan.get(booking.hotelId),
        STANDARD_TERMS,
      ]);
    }
  });

  it('requires a type and plan of the booking own hotel, and keeps a type or plan a booking names', async () => {
    const { db } = ctx;
    const [one, two] = hotelIds;
    if (!one || !two) throw new Error('No hotels');
    const refused = (statement: Promise<unknown>) => expect(statement).rejects.toThrow();
    await refused(sql`update bookings set room_type_id = null where hotel_id = ${one}`.execute(db));
    await refused(sql`update bookings set rate_plan_id = null where hotel_id = ${one}`.execute(db));
    await refused(sql`update bookings set room_type_id = ${standardType.get(two)} where hotel_id = ${one}`.execute(db));
    await refused(sql`update bookings set rate_plan_id = ${standardPlan.get(two)} where hotel_id = ${one}`.execute(db));
    await refused(sql`update bookings set terms = '[]' where hotel_id = ${one}`.execute(db));
    await refused(sql`delete from room_types where id = ${standardType.get(two)}`.execute(db));
    await refused(sql`delete from rate_plans where id = ${standardPlan.get(two)}`.execute(db));
    // Another type and plan of the same hotel are the booking's to name.
    await sql`update bookings set room_type_id = ${familyOfOne}, rate_plan_id = ${saverOfOne} where hotel_id = ${one} and status = 'cancelled'`.execute(
      db,
    );
  });

  it('gives a booking inserted without a type or plan its hotel first type and a plan offered on it, with the old terms', async () => {
    const { db } = ctx;
    const [one] = hotelIds;
    if (!one) throw new Error('No hotels');
    const inserted = await db
      .insertInto('bookings')
      .values({ hotelId: one, userId: owner, checkIn: '2031-01-01', checkOut: '2031-01-02', guests: 1, totalPrice: 50 })
      .returning(['roomTypeId', 'ratePlanId', 'terms'])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ roomTypeId: standardType.get(one), ratePlanId: standardPlan.get(one), terms: STANDARD_TERMS });
    // A type named keeps it, and its plan is the one offered on it.
    const family = await db
      .insertInto('bookings')
      .values({
        hotelId: one,
        userId: owner,
        checkIn: '2031-02-01',
        checkOut: '2031-02-02',
        guests: 1,
        totalPrice: 150,
        roomTypeId: familyOfOne,
      })
      .returning(['roomTypeId', 'ratePlanId'])
      .executeTakeFirstOrThrow();
    expect(family).toEqual({ roomTypeId: familyOfOne, ratePlanId: saverOfOne });
  });
});
