// Deleting a hotel or an account cancels the stays that have not begun and gives their rooms back
// to the inventory, and queues each guest's cancellation e-mail, in the same transaction; stays
// already begun keep theirs. On both databases.
import { randomBytes } from 'node:crypto';
import { addDays, todayInColombo } from '@ceylon/shared/domain';
import { migrateToLatest } from '../db/migrate';
import { testDatabases } from '../test/test-app';
import { useDatabase } from '../test/use-database';
import { nights, takeRooms } from '../bookings/inventory-repository';
import { softDeleteWithStays } from './soft-delete';

describe.each(testDatabases())('soft delete and the inventory on %s', (database) => {
  const ctx = useDatabase(database, ({ db, schema }) => migrateToLatest(db, schema));
  const today = todayInColombo();
  const day = (n: number) => addDays(today, n);

  /** A user, a hotel and the given stays of that user there, their rooms taken as a booking takes them. */
  async function hotelWithStays(stays: { from: number; to: number; rooms: number }[]) {
    const { db } = ctx;
    const email = `${randomBytes(4).toString('hex')}@example.com`;
    const user = await db
      .insertInto('users')
      .values({ firstName: 'A', lastName: 'B', email, role: 'user', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hotel = await db
      .insertInto('hotels')
      .values({ title: 'T', location: 'Kandy', price: 100, imageUrl: '/a.svg', rating: 4, rooms: 5, creatorId: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      for (const { from, to, rooms } of stays) {
        const stay = { checkIn: day(from), checkOut: day(to), rooms };
        await trx
          .insertInto('bookings')
          .values({ hotelId: hotel.id, userId: user.id, ...stay, guests: 1, totalPrice: 1 })
          .execute();
        await takeRooms(trx, hotel.id, stay.checkIn, stay.checkOut, rooms);
      }
    });
    const inventory = async () => (await nights(db, hotel.id, day(-10), day(30))).map((n) => [n.night, n.roomsTaken]);
    const mails = async () =>
      (
        await db
          .selectFrom('mailOutbox')
          .innerJoin('bookings', 'bookings.id', 'mailOutbox.bookingId')
          .select(['mailOutbox.kind', 'mailOutbox.toAddress', 'bookings.checkIn'])
          .where('bookings.hotelId', '=', hotel.id)
          .orderBy('bookings.checkIn')
          .execute()
      ).map((mail) => [mail.kind, mail.toAddress === email, mail.checkIn]);
    return { userId: user.id, hotelId: hotel.id, inventory, mails };
  }

  it.each([
    ['hotel', { table: 'hotels', bookingColumn: 'hotelId' }],
    ['account', { table: 'users', bookingColumn: 'userId' }],
  ] as const)('gives back the rooms of the stays a deleted %s cancels', async (_, owner) => {
    const { userId, hotelId, inventory, mails } = await hotelWithStays([
      { from: -2, to: 1, rooms: 1 },
      { from: 3, to: 5, rooms: 3 },
      { from: 4, to: 6, rooms: 2 },
    ]);
    expect(await inventory()).toEqual([
      [day(-2), 1],
      [day(-1), 1],
      [day(0), 1],
      [day(3), 3],
      [day(4), 5],
      [day(5), 2],
    ]);
    expect(await softDeleteWithStays(ctx.db, owner, owner.table === 'hotels' ? hotelId : userId, today)).toBe(true);
    // The stay that has begun keeps its rooms; the two to come are cancelled and theirs are free.
    expect(await inventory()).toEqual([
      [day(-2), 1],
      [day(-1), 1],
      [day(0), 1],
    ]);
    // Each guest whose stay was cancelled is told, and nobody else.
    expect(await mails()).toEqual([
      ['booking-cancelled', true, day(3)],
      ['booking-cancelled', true, day(4)],
    ]);
  });
});
