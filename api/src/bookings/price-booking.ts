// The price of a stay as the booking transaction takes it, and as POST /api/promotions/check shows
// it before Confirm: the hotel's seasons and charges as they are now, and a promotion code's
// discount when the code applies (decision 0032). In the booking transaction the code's row is
// locked before its uses are counted, so racing bookings count one after another. A booking is
// priced as its room type and rate plan sell it (decision 0040): a type priced as the hotel is (per
// person, at the hotel's price) by the hotel's seasons exactly as before; any other type at its own
// price every night (the seasons' prices are the hotel's, not the type's; their minimum stay still
// holds); then the plan's adjustment, each night on its own.
import type { Kysely } from 'kysely';
import {
  adjustedCents,
  minimumStay,
  minimumStayProblem,
  nightPriceCents,
  normaliseCode,
  priceStay,
  priceStayBy,
  promotionProblem,
  roomNightCents,
  spreadGuests,
  toCents,
  type ChargesFor,
  type CheckedStay,
  type HotelPricing,
  type PriceBreakdown,
  type PromotionProblem,
  type RoomPricing,
} from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { badRequest, say, type Wording } from '../http-errors';
import { createHotelChargesRepository } from '../repositories/hotel-charges-repository';
import { createPromotionsRepository, type PromotionRecord } from '../repositories/promotions-repository';
import { createSeasonsRepository } from '../repositories/seasons-repository';

export interface PricingRequest {
  hotelId: string;
  /** The hotel's base price per night per guest. */
  price: number;
  stay: CheckedStay;
  userId: string;
  today: string;
  promotionCode?: string;
  /** In the booking transaction: hold the code's row until commit. */
  lockPromotion?: boolean;
  /** The room type and rate plan the stay is sold as; left out (a promotion check), the hotel's price as before. */
  room?: RoomSale;
}

/** What a booking is sold as: its room type's pricing, whether the hotel's seasons are its prices, its plan's adjustment. */
export interface RoomSale {
  pricing: RoomPricing;
  /** Priced per person at the hotel's own price: the hotel's seasons price its nights. */
  seasonal: boolean;
  adjustmentPercent: number;
}

/** The stay as its room type and rate plan price it: per guest on per_person, each room by its party on per_room. */
function priceRoom(room: RoomSale, hotel: HotelPricing, stay: CheckedStay, charges: ChargesFor): PriceBreakdown {
  const { pricing, adjustmentPercent } = room;
  const base = (night: string) => (room.seasonal ? nightPriceCents(night, hotel) : toCents(pricing.price));
  if (pricing.basis === 'per_person') {
    return priceStayBy(stay.checkIn, stay.checkOut, stay.guests, (night) => adjustedCents(base(night), adjustmentPercent), charges);
  }
  const parties = spreadGuests(stay.guests, stay.rooms);
  const allRooms = (night: string) =>
    parties.reduce((sum, party) => sum + adjustedCents(roomNightCents(pricing, party, base(night)), adjustmentPercent), 0);
  return priceStayBy(stay.checkIn, stay.checkOut, 1, allRooms, charges);
}

/** Why a code does not apply, and the words for it in any language. */
export type PromotionRefused = PromotionProblem & { wording: Wording };

export type PricedStay = { price: PriceBreakdown; promotion?: PromotionRecord } | { problem: PromotionRefused };

/** A refusal's words (the shared rule's English word for word), naming the code's dates or minimum stay. */
function promotionWording({ reason }: PromotionProblem, promotion: PromotionRecord | undefined): Wording {
  const starting = promotion?.appliesTo === 'stay';
  switch (reason) {
    case 'notYetValid':
      return say(starting ? 'error.promotion.notYetValid.stay' : 'error.promotion.notYetValid.booking', { date: promotion?.validFrom });
    case 'expired':
      return say(starting ? 'error.promotion.expired.stay' : 'error.promotion.expired.booking', { date: promotion?.validUntil });
    case 'belowMinimumStay':
      return say('error.promotion.belowMinimumStay', { minNights: promotion?.minNights });
    default:
      return say(`error.promotion.${reason}`);
  }
}

/** The stay's price with its code's discount, or why the code does not apply; a stay shorter than its season's minimum is thrown. */
export async function priceBooking(db: Kysely<Database>, request: PricingRequest): Promise<PricedStay> {
  const { hotelId, stay, userId, today } = request;
  const seasons = await createSeasonsRepository(db).pricingFor(hotelId, { from: stay.checkIn, until: stay.checkOut });
  const tooShort = minimumStayProblem(stay.checkIn, stay.checkOut, seasons);
  if (tooShort) throw badRequest('checkOut', say('error.booking.minimumStay', { minNights: minimumStay(stay.checkIn, seasons) }));
  let promotion: PromotionRecord | undefined;
  if (request.promotionCode !== undefined) {
    const promotions = createPromotionsRepository(db);
    promotion = await promotions.find(normaliseCode(request.promotionCode), { lock: request.lockPromotion });
    const uses = promotion ? await promotions.usesOf(promotion.id, userId) : { uses: 0, guestUses: 0 };
    const problem = promotionProblem(promotion, { hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut, today, ...uses });
    if (problem) return { problem: { ...problem, wording: promotionWording(problem, promotion) } };
  }
  // The charges too: the total is what the guest pays, taxes and charges included (decision 0030).
  const charges = await createHotelChargesRepository(db).list(hotelId);
  const hotel = { price: request.price, seasons };
  const lines = { charges, rooms: stay.rooms, discount: promotion };
  const price = request.room
    ? priceRoom(request.room, hotel, stay, lines)
    : priceStay(hotel, stay.checkIn, stay.checkOut, stay.guests, lines);
  return { price, ...(promotion && { promotion }) };
}
