// Migration 023 on a database that already has hotels and bookings: each hotel, deleted ones too,
// gets one room type with its rooms and price per person and one rate plan with the old terms on
// it; no booking changes; a hotel inserted afterwards gets the same in its own statement; and the
// database itself refuses what the rules forbid.
import { sql, type Kysely } from 'kysely';
import { migrateUpTo } from '../migrate';
import type { Database } from '../schema';
import { testDatabases } from '../../test/test-app';
import { useDatabase } from '../../test/use-database';

const hotelRow = (title: string, price: number, rooms: number, creatorId: string) => ({
  title,
  location: 'Kandy',
  price,
  rooms,
  imageUrl: '/a.svg',
  rating: 4,
  creatorId,
});

async function typesAndPlans(db: Kysely<Database>) {
  const types = await db
    .selectFrom('roomTypes')
    .select(['hotelId', 'name', 'maxAdults', 'maxChildren', 'maxGuests', 'rooms', 'pricingBasis', 'price', 'includedAdults', 'childPrices'])
    .execute();
  const plans = await db
    .selectFrom('ratePlans')
    .select([
      'hotelId',
      'name',
      'mealPlan',
      'cancellation',
      'cancellationNotice',
      'cancellationNoticeUnit',
      'cancellationPenalty',
      'payment',
      'depositPercent',
      'priceAdjustmentPercent',
      'active',
    ])
    .execute();
  const links = await db
    .selectFrom('ratePlanRoomTypes')
    .innerJoin('ratePlans', 'ratePlans.id', 'ratePlanRoomTypes.ratePlanId')
    .innerJoin('roomTypes', 'roomTypes.id', 'ratePlanRoomTypes.roomTypeId')
    .select(['ratePlanRoomTypes.hotelId', 'ratePlans.hotelId as planHotel', 'roomTypes.hotelId as typeHotel'])
    .execute();
  return { types, plans, links };
}

const defaultPlan = (hotelId: string) => ({
  hotelId,
  name: 'Standard rate',
  mealPlan: 'room_only',
  cancellation: 'free_until',
  cancellationNotice: 24,
  cancellationNoticeUnit: 'hours',
  cancellationPenalty: 'first_night',
  payment: 'pay_at_property',
  depositPercent: null,
  priceAdjustmentPercent: 0,
  active: true,
});
const defaultType = (hotelId: string, rooms: number, price: number) => ({
  hotelId,
  name: 'Standard room',
  maxAdults: 10,
  maxChildren: 9,
  maxGuests: 10,
  rooms,
  pricingBasis: 'per_person',
  price,
  includedAdults: null,
  childPrices: [],
});

describe.each(testDatabases())('migration 023 on %s', (database) => {
  const ctx = useDatabase(database, ({ db, schema }) => migrateUpTo(db, '022-search-charges', schema));
  let owner = '';
  let one = '';

  it('gives every hotel one room type with its rooms and price per person and one rate plan on it, and changes no booking', async () => {
    const { db, schema } = ctx;
    ({ id: owner } = await db
      .insertInto('users')
      .values({ firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'hotelOwner', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const hotels = await db
      .insertInto('hotels')
      .values([hotelRow('One', 85.5, 12, owner), hotelRow('Two', 40, 3, owner), hotelRow('Gone', 10, 1, owner)])
      .returning('id')
      .execute();
    const [first, two, gone] = hotels.map((h) => h.id);
    if (!first || !two || !gone) throw new Error('No hotels');
    one = first;
    await db.updateTable('hotels').set({ deletedAt: new Date() }).where('id', '=', gone).execute();
    await db
      .insertInto('bookings')
      .values([
        { hotelId: one, userId: owner, checkIn: '2030-01-01', checkOut: '2030-01-04', guests: 3, rooms: 2, totalPrice: 769.5 },
        { hotelId: two, userId: owner, checkIn: '2030-02-10', checkOut: '2030-02-11', guests: 1, totalPrice: 40, status: 'cancelled' },
      ])
      .execute();
    const bookingsBefore = await db.selectFrom('bookings').selectAll().orderBy('checkIn').execute();

    // Up to this migration: the next one (024) gives bookings their room type and rate plan.
    await migrateUpTo(db, '023-rooms-and-rates', schema);

    const { types, plans, links } = await typesAndPlans(db);
    const byHotel = <T extends { hotelId: string }>(rows: T[]) => [...rows].sort((a, b) => a.hotelId.localeCompare(b.hotelId));
    expect(byHotel(types)).toEqual(byHotel([defaultType(one, 12, 85.5), defaultType(two, 3, 40), defaultType(gone, 1, 10)]));
    expect(byHotel(plans)).toEqual(byHotel([defaultPlan(one), defaultPlan(two), defaultPlan(gone)]));
    expect(links).toHaveLength(3);
    for (const link of links) expect([link.planHotel, link.typeHotel]).toEqual([link.hotelId, link.hotelId]);
    expect(await db.selectFrom('bookings').selectAll().orderBy('checkIn').execute()).toEqual(bookingsBefore);
  });

  it('gives each hotel inserted afterwards, one or many at once, its own room type and rate plan', async () => {
    const { db } = ctx;
    const added = await db
      .insertInto('hotels')
      .values([hotelRow('Three', 60, 5, owner), hotelRow('Four', 75.25, 20, owner)])
      .returning('id')
      .execute();
    const { types, plans, links } = await typesAndPlans(db);
    for (const [hotel, rooms, price] of [
      [added[0]?.id, 5, 60],
      [added[1]?.id, 20, 75.25],
    ] as const) {
      expect(types.filter((t) => t.hotelId === hotel)).toEqual([defaultType(hotel ?? '', rooms, price)]);
      expect(plans.filter((p) => p.hotelId === hotel)).toEqual([defaultPlan(hotel ?? '')]);
      expect(links.filter((l) => l.hotelId === hotel)).toHaveLength(1);
    }
  });

  it('refuses a second type or plan of the same name in a hotel, a plan offered on another hotel type, and inconsistent terms', async () => {
    const { db } = ctx;
    const other = await db
      .insertInto('hotels')
      .values(hotelRow('Other', 50, 2, owner))
      .returning('id')
      .executeTakeFirstOrThrow();
    const typeOf = async (hotelId: string) =>
      (await db.selectFrom('roomTypes').select('id').where('hotelId', '=', hotelId).executeTakeFirstOrThrow()).id;
    const planOf = async (hotelId: string) =>
      (await db.selectFrom('ratePlans').select('id').where('hotelId', '=', hotelId).executeTakeFirstOrThrow()).id;
    const refused = (statement: Promise<unknown>) => expect(statement).rejects.toThrow();

    await refused(
      sql`insert into room_types (hotel_id, name, max_adults, max_guests, rooms, pricing_basis, price)
      values (${one}, 'STANDARD ROOM', 2, 2, 1, 'per_person', 10)`.execute(db),
    );
    await refused(
      sql`insert into rate_plans (hotel_id, name, meal_plan, cancellation, payment)
      values (${one}, 'standard rate', 'room_only', 'non_refundable', 'prepay')`.execute(db),
    );
    // Another hotel's type under this hotel's plan, either way round.
    await refused(
      sql`insert into rate_plan_room_types (hotel_id, rate_plan_id, room_type_id)
      values (${one}, ${await planOf(one)}, ${await typeOf(other.id)})`.execute(db),
    );
    await refused(
      sql`insert into rate_plan_room_types (hotel_id, rate_plan_id, room_type_id)
      values (${other.id}, ${await planOf(one)}, ${await typeOf(other.id)})`.execute(db),
    );
    // per_room without its included adults; per_person with a child band; more included adults than fit.
    await refused(
      sql`insert into room_types (hotel_id, name, max_adults, max_guests, rooms, pricing_basis, price)
      values (${one}, 'Family', 2, 2, 1, 'per_room', 100)`.execute(db),
    );
    await refused(
      sql`insert into room_types (hotel_id, name, max_adults, max_guests, rooms, pricing_basis, price, child_prices)
      values (${one}, 'Family', 2, 2, 1, 'per_person', 100, '[{"upToAge": 5, "price": 0}]')`.execute(db),
    );
    await refused(
      sql`insert into room_types (hotel_id, name, max_adults, max_guests, rooms, pricing_basis, price, included_adults, extra_adult_price)
      values (${one}, 'Family', 2, 2, 1, 'per_room', 100, 3, 10)`.execute(db),
    );
    // More guests than adults and children together.
    await refused(
      sql`insert into room_types (hotel_id, name, max_adults, max_children, max_guests, rooms, pricing_basis, price)
      values (${one}, 'Family', 2, 1, 4, 1, 'per_person', 100)`.execute(db),
    );
    // A non-refundable plan with a notice; a percentage penalty without its percentage; a deposit without its share.
    await refused(
      sql`insert into rate_plans (hotel_id, name, meal_plan, cancellation, cancellation_notice, cancellation_notice_unit, payment)
      values (${one}, 'Saver', 'room_only', 'non_refundable', 3, 'days', 'prepay')`.execute(db),
    );
    await refused(
      sql`insert into rate_plans (hotel_id, name, meal_plan, cancellation, cancellation_notice, cancellation_notice_unit, cancellation_penalty, payment)
      values (${one}, 'Saver', 'room_only', 'free_until', 3, 'days', 'percentage', 'prepay')`.execute(db),
    );
    await refused(
      sql`insert into rate_plans (hotel_id, name, meal_plan, cancellation, payment)
      values (${one}, 'Saver', 'room_only', 'non_refundable', 'deposit')`.execute(db),
    );

    // What the rules allow goes in: a per-room family type, and a non-refundable plan on it.
    const family = await sql<{ id: string }>`insert into room_types
        (hotel_id, name, max_adults, max_children, max_guests, rooms, pricing_basis, price, included_adults, extra_adult_price, child_prices)
      values (${one}, 'Family', 2, 2, 4, 3, 'per_room', 150, 2, 30, '[{"upToAge": 5, "price": 0}, {"upToAge": 12, "price": 20}]')
      returning id`.execute(db);
    const saver = await sql<{
      id: string;
    }>`insert into rate_plans (hotel_id, name, meal_plan, cancellation, payment, price_adjustment_percent)
      values (${one}, 'Saver', 'room_only', 'non_refundable', 'prepay', -12) returning id`.execute(db);
    await sql`insert into rate_plan_room_types (hotel_id, rate_plan_id, room_type_id)
      values (${one}, ${saver.rows[0]?.id}, ${family.rows[0]?.id})`.execute(db);
    expect(await db.selectFrom('roomTypes').select('name').where('hotelId', '=', one).orderBy('name').execute()).toEqual([
      { name: 'Family' },
      { name: 'Standard room' },
    ]);
  });
});
