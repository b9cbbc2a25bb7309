// Demo accounts, hotels and bookings; dates are relative to today so every status appears.
import type { Kysely } from 'kysely';
import { addDays, todayInColombo, stayPrice, type BookingStatus } from '@ceylon/shared/domain';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { takeRooms } from '../repositories/inventory-repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_HOTELS } from './demo-hotels';

/** True when no account exists yet: the first start of a new database. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Removes every row (the schema stays). */
export async function clearAllData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [
      'idempotencyKeys',
      'hotelNights',
      'bookings',
      'hotels',
      'users',
      'contactMessages',
      'newsletterSubscribers',
      'clientErrors',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
  });
}

interface DemoStay {
  hotel: number;
  from: number;
  nights: number;
  guests: number;
  status: BookingStatus;
}

// Offsets in days from today: past stays (one stored as completed, one still confirmed and so
// reported completed), upcoming confirmed and pending stays, and cancelled ones.
const GUEST_STAYS: readonly DemoStay[] = [
  { hotel: 0, from: -40, nights: 3, guests: 2, status: 'completed' },
  { hotel: 2, from: -12, nights: 2, guests: 2, status: 'confirmed' },
  { hotel: 4, from: 14, nights: 2, guests: 2, status: 'confirmed' },
  { hotel: 6, from: 30, nights: 4, guests: 1, status: 'confirmed' },
  { hotel: 1, from: 21, nights: 1, guests: 3, status: 'pending' },
  { hotel: 3, from: 45, nights: 3, guests: 2, status: 'cancelled' },
  { hotel: 8, from: -5, nights: 2, guests: 2, status: 'cancelled' },
];

export async function seedDemoData(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const today = todayInColombo(now);
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(DEMO_ACCOUNTS.map(({ password: _password, ...account }, i) => ({ ...account, passwordHash: hashes[i] ?? '' })))
      .returning(['id', 'role'])
      .execute();
    const owner = users.find((u) => u.role === 'hotelOwner');
    const guest = users.find((u) => u.role === 'user');
    if (!owner || !guest) throw new Error('Demo accounts are missing an owner or a guest');

    // createdAt a minute apart in list order, so the "featured" first four are stable.
    const hotels = await trx
      .insertInto('hotels')
      .values(
        DEMO_HOTELS.map((hotel, i) => ({
          ...hotel,
          creatorId: owner.id,
          createdAt: new Date(now.getTime() - (DEMO_HOTELS.length - i) * 60_000),
        })),
      )
      .returning(['id', 'price', 'title'])
      .execute();

    const bookings = await trx
      .insertInto('bookings')
      .values(
        GUEST_STAYS.map((stay) => {
          const hotel = hotels.find((h) => h.title === DEMO_HOTELS[stay.hotel]?.title);
          if (!hotel) throw new Error(`No demo hotel ${stay.hotel}`);
          const checkIn = addDays(today, stay.from);
          const checkOut = addDays(checkIn, stay.nights);
          return {
            hotelId: hotel.id,
            userId: guest.id,
            checkIn,
            checkOut,
            guests: stay.guests,
            totalPrice: stayPrice(hotel.price, checkIn, checkOut, stay.guests),
            status: stay.status,
            cancelledAt: stay.status === 'cancelled' ? now : null,
          };
        }),
      )
      .returning(['hotelId', 'checkIn', 'checkOut', 'rooms', 'status'])
      .execute();
    // The rooms the stays hold, as a booking made through the API takes them.
    for (const stay of bookings.filter((b) => b.status === 'confirmed' || b.status === 'pending')) {
      await takeRooms(trx, stay.hotelId, stay.checkIn, stay.checkOut, stay.rooms);
    }
  });
}
