// Making a booking, in ONE transaction that every repository it uses runs on: hold the guest's
// account, claim the Idempotency-Key, lock the hotel, choose the room type and rate plan, price the
// stay with the shared price rule, check the rooms against the inventory (the hotel's nights and
// the type's own), insert with the plan's terms, take the rooms, queue the confirmation e-mail and
// store the key's answer, and the owner's mail. A refusal is thrown, which rolls back all of it (the key's claim too), so the attempt can be tried again.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  checkBooking,
  fitsRoomType,
  fromCents,
  nightPriceRange,
  priceLinesOf,
  spreadGuests,
  type Booking,
  type CheckedStay,
  type PriceBreakdown,
} from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';
import type { Database } from '../db/schema';
import { badRequest, conflict, HttpError, notFound, say, unauthorized, type Wording } from '../http-errors';
import { enqueueMail } from '../mail/outbox';
import { tellOwner } from '../mail/owner-mail';
import { bookingConfirmedMail } from '../mail/templates/booking-mail';
import { ownerBookingMadeMail } from '../mail/templates/owner-mail';
import { lockHotel } from '../repositories/hotels-repository';
import { createPromotionsRepository } from '../repositories/promotions-repository';
import { inTransaction } from '../services/in-transaction';
import { createBookingsRepository, type BookingsRepository } from './bookings-repository';
import { createIdempotencyRepository, type EarlierAnswer } from './idempotency-repository';
import { busiestNight, busiestTypeNight, takeRooms } from './inventory-repository';
import { chooseRoom } from './choose-room';
import { presentBooking } from './present-booking';
import { bookingProblemWording } from './booking-request';
import { priceBooking } from './price-booking';
import { checkShownPrices, type ShownClaim } from './shown-prices';

export interface BookingAttempt {
  userId: string;
  hotelId: string;
  stay: CheckedStay;
  /** The total the client computed, if it sent one; it must match the server's. */
  offeredPrice?: number;
  /** A promotion code the guest entered (decision 0032). */
  promotionCode?: string;
  /** The currency and rate the page showed prices at (decision 0035), if the client said. */
  shown?: ShownClaim;
  /** The room type and rate plan (decision 0040); left out, the hotel's only ones. */
  roomTypeId?: string;
  ratePlanId?: string;
  idempotencyKey?: string;
}

/** Only a booking made is remembered with its key (a refusal is rolled back), so every answer is a 201. */
const CREATED = 201;

/** What POST /api/bookings answers: a first answer and its replays alike. */
export interface BookingAnswer {
  statusCode: typeof CREATED;
  booking: Booking;
  replayed: boolean;
}

export async function bookStay(db: Kysely<Database>, attempt: BookingAttempt, today: string): Promise<BookingAnswer> {
  const { userId, hotelId, stay, offeredPrice, promotionCode, idempotencyKey: key } = attempt;
  const now = new Date();
  return inTransaction(db, async (trx) => {
    const bookings = createBookingsRepository(trx);
    const keys = createIdempotencyRepository(trx);

    if (!(await bookings.lockGuest(userId))) throw unauthorized(say('error.accountGone'));
    if (key) {
      const requestHash = hashOf(attempt);
      const earlier = await keys.claim(userId, key, requestHash);
      if (earlier) return replay(bookings, earlier, requestHash, today);
    }

    const hotel = await lockHotel(trx, hotelId);
    if (!hotel) throw notFound(say('error.hotelNotFound'));
    // Under the hotel's lock, which room type and rate plan writes take too: the type and plan as they are now.
    const room = await chooseRoom(trx, { id: hotelId, price: hotel.price }, attempt);
    // The rooms against the count the type and the hotel have, now that they are known (checkStay carried them unchecked).
    const roomsToSell = Math.min(hotel.rooms, room.type.rooms);
    const fits = checkBooking(stay, today, roomsToSell);
    if ('problem' in fits) throw badRequest(fits.problem.field, bookingProblemWording(fits.problem, roomsToSell));
    // Every guest counted as an adult, spread over the rooms: the fullest room must fit the type.
    const [fullest] = spreadGuests(stay.guests, stay.rooms);
    if (fullest && !fitsRoomType(fullest, room.type)) {
      throw badRequest('guests', say('error.booking.partyTooBig', { type: room.type.name, max: room.type.maxAdults, guests: stay.guests }));
    }
    // Priced under the hotel's lock, which season and charge writes take too: the seasons and charges as
    // they are now; a promotion code's row locked before its uses are counted (decision 0032).
    const priced = await priceBooking(trx, {
      hotelId,
      price: hotel.price,
      stay,
      userId,
      today,
      promotionCode,
      lockPromotion: true,
      room: room.sale,
    });
    if ('problem' in priced) throw badRequest('promotionCode', priced.problem.wording);
    const { price, promotion } = priced;
    const total = fromCents(price.totalCents);
    if (offeredPrice !== undefined && Math.abs(offeredPrice - total) >= 0.005) {
      throw badRequest('totalPrice', priceMismatch(offeredPrice, price, room.sale.pricing.basis === 'per_room' ? stay.rooms : undefined));
    }
    // A night the owner closed counts as full; the hotel's rooms hold every type's bookings and imported calendars' nights.
    const load = await busiestNight(trx, hotelId, stay.checkIn, stay.checkOut);
    if (load.closed || load.taken + stay.rooms > hotel.rooms) throw conflict(say('error.booking.noRooms'));
    // And the type's own rooms, counted from its bookings: the hotel's lock keeps them as they are until commit.
    const typeTaken = await busiestTypeNight(trx, hotelId, room.type.id, stay.checkIn, stay.checkOut);
    if (typeTaken + stay.rooms > room.type.rooms) throw conflict(say('error.booking.noRooms'));

    const shown = await checkShownPrices(trx, attempt.shown ?? {}, now);
    const created = await bookings.insert({
      userId,
      hotelId,
      ...stay,
      totalPrice: total,
      priceBreakdown: priceLinesOf(price),
      shown,
      roomTypeId: room.type.id,
      ratePlanId: room.plan.id,
      terms: room.terms,
    });
    await takeRooms(trx, hotelId, stay.checkIn, stay.checkOut, stay.rooms);
    if (promotion) await createPromotionsRepository(trx).recordUse(promotion.id, created.id, userId);
    // Queued with the booking, committed with it: the outbox worker sends it, however the mail server is.
    await enqueueMail(trx, bookingConfirmedMail(created), created.id);
    await tellOwner(trx, hotelId, 'bookingMade', (owner) => ownerBookingMadeMail(owner, created), created.id);
    if (key) await keys.remember(userId, key, CREATED, created.id);
    return { statusCode: CREATED, booking: presentBooking(created, today), replayed: false };
  });
}

/** The first answer again, with the booking as it is now (a cancelled one comes back cancelled). */
async function replay(bookings: BookingsRepository, earlier: EarlierAnswer, requestHash: string, today: string): Promise<BookingAnswer> {
  if (earlier.requestHash !== requestHash) {
    throw new HttpError(422, say('error.idempotencyKeyReused'));
  }
  const booking = earlier.bookingId ? await bookings.findById(earlier.bookingId) : undefined;
  // The key and its answer are stored in one transaction, so this is a broken database, not a client error.
  if (!booking || earlier.statusCode !== CREATED) throw new Error('An idempotency key has no booking');
  return { statusCode: earlier.statusCode, booking: presentBooking(booking, today), replayed: true };
}

/**
 * The same request gives the same hash; the key's owner is part of the key, not the hash. One
 * room hashes as before rooms existed, and a request without a room type or rate plan as before
 * they existed, so a key stored then still matches its retry.
 */
function hashOf({ hotelId, stay: { rooms, ...stay }, offeredPrice, promotionCode, shown, roomTypeId, ratePlanId }: BookingAttempt): string {
  const code = promotionCode === undefined ? [] : [{ promotionCode }];
  const currency = shown?.currency === undefined && shown?.rate === undefined ? [] : [{ shown }];
  const type = roomTypeId === undefined ? [] : [{ roomTypeId }];
  const plan = ratePlanId === undefined ? [] : [{ ratePlanId }];
  const added = [...code, ...currency, ...type, ...plan];
  const request = [hotelId, stay, offeredPrice ?? null, ...(rooms === 1 && added.length === 0 ? [] : [rooms]), ...added];
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * "… 160 (2 nights × 40 per night × 2 guests)", or "… at 40 to 55 per night …" when the nights' prices
 * differ, and "plus taxes and charges 28.80" when the hotel has some; with `perRoom` (rooms priced by
 * occupancy, a night's price being all of them) "… for 2 rooms" instead of the guests.
 */
function priceMismatch(offered: number, price: PriceBreakdown, perRoom?: number): Wording {
  const { nights, guests, totalCents, roomChargeCents, discount } = price;
  const { lowest, highest } = nightPriceRange(price);
  const perNight =
    lowest === highest
      ? say('error.booking.priceChanged.perNight', { price: String(lowest) })
      : say('error.booking.priceChanged.perNightRange', { lowest: String(lowest), highest: String(highest) });
  const chargesAmount = String(fromCents(totalCents - roomChargeCents + (discount?.cents ?? 0)));
  const less = discount && say('error.booking.priceChanged.discount', { code: discount.code, amount: String(fromCents(discount.cents)) });
  const plus = price.charges.length > 0 && say('error.booking.priceChanged.charges', { amount: chargesAmount });
  return say(perRoom === undefined ? 'error.booking.priceChanged' : 'error.booking.priceChanged.perRoom', {
    offered: String(offered),
    total: String(fromCents(totalCents)),
    nights: nights.length,
    perNight,
    guests,
    rooms: perRoom,
    discount: (language: Language) => (less ? ` ${less(language)}` : ''),
    charges: (language: Language) => (plus ? ` ${plus(language)}` : ''),
  });
}
