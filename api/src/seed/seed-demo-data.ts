// Demo accounts, hotels and bookings; dates are relative to today so every status appears.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  addDays,
  priceLinesOf,
  priceStay,
  todayInColombo,
  type BookingStatus,
  type DisplayCurrency,
  type HotelCharge,
} from '@ceylon/shared/domain';
import { hashPassword } from '../auth/passwords';
import { PHOTO_URL_PREFIX } from '../photos/hotel-photos';
import type { Database } from '../db/schema';
import type { PhotoStore } from '../storage/photo-store';
import { createSeasonsRepository } from '../repositories/seasons-repository';
import { takeRooms } from '../bookings/inventory-repository';
import { insertReview } from '../repositories/reviews-repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_HOTELS } from './demo-hotels';
import { seedDemoPhotos } from './demo-photos';

/** True when no account exists yet: the first start of a new database. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Removes every row (the schema stays), and with a photo store the photos' files. */
export async function clearAllData(db: Kysely<Database>, photos?: PhotoStore): Promise<void> {
  if (photos) {
    const stored = await db.selectFrom('hotelPhotos').select('variants').execute();
    const keys = stored.flatMap((row) => row.variants.map((variant) => variant.url.slice(PHOTO_URL_PREFIX.length)));
    await Promise.all(keys.map((key) => photos.delete(key)));
  }
  await db.transaction().execute(async (trx) => {
    for (const table of [
      'idempotencyKeys',
      'hotelNights',
      'hotelClosures',
      'hotelSeasons',
      'hotelCharges',
      'mailOutbox',
      'ownerMailSettings',
      'passwordResetTokens',
      'reviews',
      'hotelPhotos',
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

/** Taxes and charges of a few demo hotels (by DEMO_HOTELS index), as Sri Lankan hotels quote them. */
const SERVICE_CHARGE: HotelCharge = { name: 'Service charge', kind: 'percent', rate: 10, compound: false };
const VAT: HotelCharge = { name: 'VAT', kind: 'percent', rate: 18, compound: true };
export const DEMO_CHARGES: ReadonlyMap<number, readonly HotelCharge[]> = new Map([
  // Galle Face Ocean Suites, Colombo.
  [1, [SERVICE_CHARGE, { name: 'Tourism development levy', kind: 'percent', rate: 1, compound: false }, VAT]],
  // Fort Ramparts Boutique Hotel, Galle.
  [2, [SERVICE_CHARGE, VAT]],
  // Leopard Trail Safari Lodge, Yala.
  [4, [{ name: 'Conservation fee', kind: 'perNight', rate: 5, compound: false }]],
]);

/** A demo stay's total and the lines it was booked at, by the shared price rule with the hotel's charges. */
function demoPrice(hotelIndex: number, price: number, checkIn: string, checkOut: string, guests: number) {
  const priced = priceStay({ price, seasons: [] }, checkIn, checkOut, guests, { charges: DEMO_CHARGES.get(hotelIndex) ?? [] });
  const lines = priceLinesOf(priced);
  return { totalPrice: lines.total, priceBreakdown: JSON.stringify(lines) };
}

/** The demo's rates for showing prices in other currencies (decision 0035): round figures, not a market's. */
export const DEMO_EXCHANGE_RATES: readonly { currency: DisplayCurrency; perUsd: number }[] = [
  { currency: 'LKR', perUsd: 300 },
  { currency: 'EUR', perUsd: 0.86 },
  { currency: 'GBP', perUsd: 0.75 },
  { currency: 'INR', perUsd: 88 },
];

/** The demo's live site-wide promotion code (decision 0032, README's demo table): 10% off the room charge, stays starting within a year. */
export const DEMO_PROMOTION_CODE = 'WELCOME10';

function demoPromotion(adminId: string, today: string) {
  return {
    code: DEMO_PROMOTION_CODE,
    hotelId: null,
    kind: 'percent' as const,
    value: 10,
    validFrom: today,
    validUntil: addDays(today, 365),
    appliesTo: 'stay' as const,
    minNights: null,
    maxUses: null,
    maxUsesPerGuest: null,
    createdBy: adminId,
  };
}

const DAY_MS = 86_400_000;

interface DemoStay {
  hotel: number;
  from: number;
  nights: number;
  guests: number;
  status: BookingStatus;
  /** Days before today the stay was booked (the owner's bookings-per-week chart spreads them). */
  booked: number;
}

// Offsets in days from today: past stays (one stored as completed, one still confirmed and so
// reported completed), a stay in house tonight that leaves tomorrow and one arriving today (the
// owner dashboard's lists), upcoming confirmed and pending stays, and cancelled ones.
const GUEST_STAYS: readonly DemoStay[] = [
  { hotel: 0, from: -40, nights: 3, guests: 2, status: 'completed', booked: 75 },
  { hotel: 2, from: -12, nights: 2, guests: 2, status: 'confirmed', booked: 47 },
  { hotel: 7, from: -1, nights: 2, guests: 2, status: 'confirmed', booked: 33 },
  { hotel: 5, from: 0, nights: 3, guests: 2, status: 'confirmed', booked: 19 },
  { hotel: 4, from: 14, nights: 2, guests: 2, status: 'confirmed', booked: 12 },
  { hotel: 6, from: 30, nights: 4, guests: 1, status: 'confirmed', booked: 5 },
  { hotel: 1, from: 21, nights: 1, guests: 3, status: 'pending', booked: 0 },
  { hotel: 3, from: 45, nights: 3, guests: 2, status: 'cancelled', booked: 8 },
  { hotel: 8, from: -5, nights: 2, guests: 2, status: 'cancelled', booked: 26 },
];

/**
 * Earlier guests, so hotel pages show reviews from the first start: accounts nobody can sign in to
 * (a random password, thrown away), each with completed stays.
 */
const PAST_GUESTS = [
  { firstName: 'Priya', lastName: 'Jayawardena', email: 'priya.jayawardena@guests.ceylon.test' },
  { firstName: 'Tom', lastName: 'Whitaker', email: 'tom.whitaker@guests.ceylon.test' },
  { firstName: 'Ayesha', lastName: 'Rahman', email: 'ayesha.rahman@guests.ceylon.test' },
  { firstName: 'Lukas', lastName: 'Becker', email: 'lukas.becker@guests.ceylon.test' },
] as const;

interface DemoReview {
  /** Index in PAST_GUESTS, or 'guest' for the demo guest's own completed stay at that hotel. */
  by: number | 'guest';
  hotel: number;
  /** Days before today the stay began (past guests only). */
  from: number;
  rating: number;
  body: string;
  reply?: string;
}

const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    by: 'guest',
    hotel: 0,
    from: 40,
    rating: 5,
    body: 'Woke up to the lake every morning and walked to the temple for the evening puja. The staff remembered our names by the second day.',
    reply: 'Thank you, Nimal! We hope to welcome you back for the Esala Perahera.',
  },
  {
    by: 0,
    hotel: 0,
    from: 120,
    rating: 4,
    body: 'Lovely rooms and a great breakfast with hoppers. The road outside is busy in the morning, so ask for a lake-side room.',
  },
  {
    by: 1,
    hotel: 0,
    from: 95,
    rating: 5,
    body: 'Quiet, clean and close to everything in Kandy. The rooftop at sunset is the best spot in town.',
  },
  {
    by: 2,
    hotel: 0,
    from: 70,
    rating: 3,
    body: 'Good location, but the air conditioning in our room was noisy and the Wi-Fi dropped in the evenings.',
    reply: 'Thank you for telling us. We have since replaced the air conditioning units on the second floor.',
  },
  { by: 3, hotel: 0, from: 150, rating: 4, body: 'Friendly team who arranged a driver for the Botanical Gardens. Would stay again.' },
  { by: 0, hotel: 0, from: 200, rating: 5, body: 'Second visit and still our favourite place in Kandy.' },
  {
    by: 1,
    hotel: 2,
    from: 60,
    rating: 5,
    body: 'Inside the fort walls, a short walk from the lighthouse. Beautifully restored old house.',
  },
  { by: 3, hotel: 2, from: 30, rating: 4, body: 'Charming rooms and a calm courtyard pool. Breakfast could have had more choice.' },
  {
    by: 2,
    hotel: 1,
    from: 80,
    rating: 4,
    body: 'Ocean views from every room and easy to reach from the airport. Pricey drinks at the bar.',
  },
  {
    by: 0,
    hotel: 4,
    from: 55,
    rating: 5,
    body: 'We saw two leopards on the morning drive! Tents were comfortable and the food was excellent.',
  },
];

/**
 * The demo accounts, hotels, bookings and reviews; with a photo store, the hotels' pictures too
 * (stored after the rows commit, as an upload would be).
 */
export async function seedDemoData(db: Kysely<Database>, now: Date = new Date(), photos?: PhotoStore): Promise<void> {
  const today = todayInColombo(now);
  const [pastGuestHash, ...hashes] = await Promise.all([
    hashPassword(randomBytes(24).toString('base64url')),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password)),
  ]);
  const seeded = await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(DEMO_ACCOUNTS.map(({ password: _password, ...account }, i) => ({ ...account, passwordHash: hashes[i] ?? '' })))
      .returning(['id', 'role'])
      .execute();
    const owner = users.find((u) => u.role === 'hotelOwner');
    const guest = users.find((u) => u.role === 'user');
    const admin = users.find((u) => u.role === 'admin');
    if (!owner || !guest || !admin) throw new Error('Demo accounts are missing an owner, a guest or an administrator');
    await trx.insertInto('promotions').values(demoPromotion(admin.id, today)).execute();
    await trx
      .insertInto('exchangeRates')
      .values(DEMO_EXCHANGE_RATES.map(({ currency, perUsd }) => ({ currency, perUsd, setBy: admin.id })))
      .execute();

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
      .returning(['id', 'price', 'title', 'location'])
      .execute();
    const indexOf = (hotelId: string) => DEMO_HOTELS.findIndex((demo) => demo.title === hotels.find((h) => h.id === hotelId)?.title);
    const charges = hotels.flatMap((hotel) =>
      (DEMO_CHARGES.get(indexOf(hotel.id)) ?? []).map((charge, position) => ({
        hotelId: hotel.id,
        position,
        updatedBy: owner.id,
        ...charge,
      })),
    );
    await trx.insertInto('hotelCharges').values(charges).execute();

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
            ...demoPrice(stay.hotel, hotel.price, checkIn, checkOut, stay.guests),
            status: stay.status,
            createdAt: new Date(now.getTime() - stay.booked * DAY_MS),
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

    await seedReviews(trx, { hotels, guest, pastGuestHash: pastGuestHash ?? '', today, now });
    await seedSeasons(trx, hotels, owner.id, today);
    return hotels;
  });
  if (photos) await seedDemoPhotos(db, photos, seeded);
}

/** The demo hotel whose high season asks a minimum stay (README's demo paragraph): no test books it one night. */
export const DEMO_MINIMUM_STAY_HOTEL = 'Pasikudah Lagoon Resort';

/**
 * The demo's seasons, each the one under way, else the next (a season's dates are fixed when it is
 * set, so a demo seeded today has this year's or next year's): the south coast's high season on the
 * Galle hotels, December to March, at a higher price and more at weekends, with no minimum stay;
 * and the east coast's, May to September, on Pasikudah Lagoon Resort alone, with a minimum stay of
 * 2 nights (docs/product.md §9). The browser tests, the container test and the restore and
 * rolling-restart drills book one night on demo hotels at dates up to two years ahead, so none books
 * that hotel one night: the specs and the image test book other hotels, and the drills book each
 * night's minimum stay from the hotel's availability. The demo stays above were booked before the
 * seasons were set, so they keep their totals.
 */
async function seedSeasons(
  trx: Kysely<Database>,
  hotels: readonly { id: string; title: string; location: string }[],
  ownerId: string,
  today: string,
) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const seasons = createSeasonsRepository(trx);
  const southYear = month <= 3 ? year - 1 : year;
  for (const hotel of hotels.filter((h) => h.location === 'Galle')) {
    await seasons.insert(hotel.id, ownerId, {
      name: 'South coast high season',
      firstNight: `${southYear}-12-01`,
      lastNight: `${southYear + 1}-03-31`,
      price: 210,
      weekendPrice: 240,
      weekendNights: [5, 6],
      minNights: 1,
    });
  }
  const eastYear = month <= 9 ? year : year + 1;
  for (const hotel of hotels.filter((h) => h.title === DEMO_MINIMUM_STAY_HOTEL)) {
    await seasons.insert(hotel.id, ownerId, {
      name: 'East coast high season',
      firstNight: `${eastYear}-05-01`,
      lastNight: `${eastYear}-09-30`,
      price: 175,
      weekendPrice: null,
      weekendNights: [5, 6],
      minNights: 2,
    });
  }
}

/** The reviews of DEMO_REVIEWS on completed stays, written through the reviews repository. */
async function seedReviews(
  trx: Kysely<Database>,
  seed: { hotels: { id: string; price: number; title: string }[]; guest: { id: string }; pastGuestHash: string; today: string; now: Date },
): Promise<void> {
  const pastGuests = await trx
    .insertInto('users')
    .values(PAST_GUESTS.map((person) => ({ ...person, role: 'user' as const, passwordHash: seed.pastGuestHash })))
    .returning('id')
    .execute();
  const guestStays = await trx
    .selectFrom('bookings')
    .select(['id', 'hotelId', 'checkOut'])
    .where('userId', '=', seed.guest.id)
    .where('status', '=', 'completed')
    .execute();
  for (const review of DEMO_REVIEWS) {
    const hotel = seed.hotels.find((h) => h.title === DEMO_HOTELS[review.hotel]?.title);
    if (!hotel) throw new Error(`No demo hotel ${review.hotel}`);
    let stay: { id: string; userId: string; checkOut: string } | undefined;
    if (review.by === 'guest') {
      const own = guestStays.find((b) => b.hotelId === hotel.id);
      stay = own && { id: own.id, userId: seed.guest.id, checkOut: own.checkOut };
    } else {
      const userId = pastGuests[review.by]?.id ?? '';
      const checkIn = addDays(seed.today, -review.from);
      const checkOut = addDays(checkIn, 2);
      const made = await trx
        .insertInto('bookings')
        .values({
          hotelId: hotel.id,
          userId,
          checkIn,
          checkOut,
          guests: 2,
          ...demoPrice(review.hotel, hotel.price, checkIn, checkOut, 2),
          status: 'completed',
          // Booked three weeks ahead of the stay.
          createdAt: new Date(Date.parse(`${checkIn}T06:30:00Z`) - 21 * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      stay = { id: made.id, userId, checkOut };
    }
    if (!stay) throw new Error(`The demo guest has no completed stay at demo hotel ${review.hotel}`);
    // Written the day after check-out at noon in Colombo (06:30 UTC), and never in the future.
    const written = new Date(Math.min(Date.parse(`${addDays(stay.checkOut, 1)}T06:30:00Z`), seed.now.getTime()));
    const created = await insertReview(trx, {
      bookingId: stay.id,
      hotelId: hotel.id,
      userId: stay.userId,
      rating: review.rating,
      body: review.body,
      createdAt: written,
    });
    if (created && review.reply) {
      await trx
        .updateTable('reviews')
        .set({ ownerReply: review.reply, ownerRepliedAt: new Date(written.getTime() + 86_400_000) })
        .where('id', '=', created.id)
        .execute();
    }
  }
}
