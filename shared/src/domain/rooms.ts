// Room types and rate plans (docs/product.md §9, decision 0040): whether a party fits a room type,
// a room's nightly price for a party on either pricing basis, a rate plan's adjustment, and what a
// cancellation costs under the terms a booking keeps. Every amount is whole cents, rounded by the
// one rule of prices.ts (toCents, then integers only).
import { toCents, type Cents } from './prices';

/** per_person: the price is per guest per night (the rule every hotel had); per_room: per room per night, by occupancy. */
export const PRICING_BASES = ['per_person', 'per_room'] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];

export const MEAL_PLANS = ['room_only', 'bed_and_breakfast', 'half_board', 'full_board'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

/** What a cancellation after the free window costs: the first night, a percentage of the stay, or all of it. */
export const CANCELLATION_PENALTIES = ['first_night', 'percentage', 'full_stay'] as const;
export type CancellationPenalty = (typeof CANCELLATION_PENALTIES)[number];

export const NOTICE_UNITS = ['days', 'hours'] as const;
export type NoticeUnit = (typeof NOTICE_UNITS)[number];

export const PAYMENT_KINDS = ['pay_at_property', 'deposit', 'prepay'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** What a room of a type may have, in the order pages list them. */
export const ROOM_AMENITY_IDS = [
  'air-conditioning',
  'wifi',
  'tv',
  'minibar',
  'kettle',
  'safe',
  'desk',
  'balcony',
  'sea-view',
  'bathtub',
  'kitchenette',
] as const;
export type RoomAmenityId = (typeof ROOM_AMENITY_IDS)[number];

/** Limits the API and the database hold room types and rate plans to. */
export const MAX_ROOM_ADULTS = 10;
export const MAX_ROOM_CHILDREN = 10;
/** A room's guests, adults and children together: a booking's most guests. */
export const MAX_ROOM_GUESTS = 10;
/** Children are 0 to 17 years old; an older guest is an adult. */
export const MAX_CHILD_AGE = 17;
export const MAX_CHILD_PRICE_BANDS = 4;
export const MAX_ROOM_SIZE_M2 = 2000;
/** Free cancellation at most a year (or as many hours) before check-in. */
export const MAX_NOTICE_DAYS = 365;
export const MAX_NOTICE_HOURS = 8760;
/** A rate plan's price is the room type's, from 90% less to 100% more. */
export const MIN_PRICE_ADJUSTMENT_PERCENT = -90;
export const MAX_PRICE_ADJUSTMENT_PERCENT = 100;

/** The room type and rate plan every hotel gets when it is created, and every hotel had migrated. */
export const DEFAULT_ROOM_TYPE_NAME = 'Standard room';
export const DEFAULT_RATE_PLAN_NAME = 'Standard rate';

/** Who is to sleep in one room: the adults, and each child's age in years. */
export interface Party {
  adults: number;
  childAges: readonly number[];
}

/** How many people a room of a type holds: adults, children, and both together. */
export interface RoomOccupancy {
  maxAdults: number;
  maxChildren: number;
  maxGuests: number;
}

/** Whether the party fits one room of the type: at least one adult, and each limit held. */
export function fitsRoomType(party: Party, room: RoomOccupancy): boolean {
  const children = party.childAges.length;
  return party.adults >= 1 && party.adults <= room.maxAdults && children <= room.maxChildren && party.adults + children <= room.maxGuests;
}

/**
 * A booking's guests spread over its rooms as evenly as they go, the fuller rooms first: how a
 * booking that gives only a number of guests (all counted as adults) is fitted and priced by room.
 */
export function spreadGuests(guests: number, rooms: number): Party[] {
  const count = Math.max(1, rooms);
  const each = Math.floor(guests / count);
  const more = guests % count;
  return Array.from({ length: count }, (_, i) => ({ adults: each + (i < more ? 1 : 0), childAges: [] }));
}

/**
 * What a child of each age pays per night on the per_room basis: a child pays the price of the
 * first band whose `upToAge` is at or above their age. Bands are kept in rising `upToAge` order.
 */
export interface ChildPriceBand {
  upToAge: number;
  /** Dollars per night, two decimals. */
  price: number;
}

/**
 * A room type's price. per_person: `price` per guest per night, children as guests. per_room:
 * `price` per room per night for up to `includedAdults`; each adult beyond them pays
 * `extraAdultPrice`, each child their age band's price, and a child older than every band is
 * counted as an adult (in an included place if one is left). The per_room fields are null on
 * per_person, and childPrices empty.
 */
export interface RoomPricing {
  basis: PricingBasis;
  price: number;
  includedAdults: number | null;
  extraAdultPrice: number | null;
  childPrices: readonly ChildPriceBand[];
}

/**
 * One night of one room for the party, in cents, with `nightCents` the night's price (the room
 * type's price unless a season's applies): per guest on per_person, per room on per_room.
 */
export function roomNightCents(pricing: RoomPricing, party: Party, nightCents: Cents = toCents(pricing.price)): Cents {
  if (pricing.basis === 'per_person') return nightCents * (party.adults + party.childAges.length);
  const bands = [...pricing.childPrices].sort((a, b) => a.upToAge - b.upToAge);
  let adults = party.adults;
  let childCents = 0;
  for (const age of party.childAges) {
    const band = bands.find((b) => age <= b.upToAge);
    if (band) childCents += toCents(band.price);
    else adults += 1;
  }
  const extraAdults = Math.max(0, adults - (pricing.includedAdults ?? adults));
  return nightCents + extraAdults * toCents(pricing.extraAdultPrice ?? 0) + childCents;
}

/**
 * An amount after a rate plan's adjustment (a percentage, two decimals, negative for less): cents ×
 * (100% + the adjustment), to the nearest cent, a half cent up, in integers as chargeLines rounds.
 */
export function adjustedCents(cents: Cents, adjustmentPercent: number): Cents {
  const factor = 10_000 + toCents(adjustmentPercent);
  const scaled = cents * factor;
  return Math.floor((2 * scaled + 10_000) / 20_000);
}

/** Each night's price under a rate plan: each night adjusted and rounded on its own, so the nights add up to the stay. */
export function ratePlanNights(nightCents: readonly Cents[], adjustmentPercent: number): Cents[] {
  return nightCents.map((cents) => adjustedCents(cents, adjustmentPercent));
}

/** A rate plan's cancellation terms, as a booking keeps them: free until a notice before check-in, then a penalty; or none free. */
export type CancellationTerms =
  | {
      kind: 'free_until';
      notice: number;
      unit: NoticeUnit;
      penalty: CancellationPenalty;
      /** The share of the stay due, 0.01 to 100, for the percentage penalty; null for the others. */
      penaltyPercent: number | null;
    }
  | { kind: 'non_refundable' };

/** The terms every hotel had before rate plans: free cancellation until 24 hours before check-in. */
export const DEFAULT_CANCELLATION: CancellationTerms = {
  kind: 'free_until',
  notice: 24,
  unit: 'hours',
  penalty: 'first_night',
  penaltyPercent: null,
};

/** How a rate plan is paid: at the property, a deposit of a percentage when booking, or all of it when booking. */
export type PaymentTerms = { kind: 'pay_at_property' } | { kind: 'deposit'; percent: number } | { kind: 'prepay' };

/**
 * Sri Lanka's offset from UTC: Asia/Colombo has kept +05:30 without daylight saving since 2006, so
 * a check-in time there is one fixed instant.
 */
const COLOMBO_OFFSET = '+05:30';
const HOUR_MS = 3_600_000;

/** The check-in instant: the check-in date at the hotel's check-in time (`HH:MM`), Asia/Colombo. */
export function checkInInstant(checkIn: string, checkInTime: string): Date {
  return new Date(`${checkIn}T${checkInTime}:00${COLOMBO_OFFSET}`);
}

/** The last instant a stay can be cancelled for free under `terms`; null when it never can. */
export function freeCancellationUntil(terms: CancellationTerms, checkIn: string, checkInTime: string): Date | null {
  if (terms.kind === 'non_refundable') return null;
  const hours = terms.unit === 'days' ? terms.notice * 24 : terms.notice;
  return new Date(checkInInstant(checkIn, checkInTime).getTime() - hours * HOUR_MS);
}

/** A stay's cancellation as `cancellationPenaltyCents` reads it. */
export interface CancelledStay {
  terms: CancellationTerms;
  /** The price of each night of the stay, in order, cents (all rooms together). */
  nightCents: readonly Cents[];
  checkIn: string;
  checkInTime: string;
  cancelledAt: Date;
}

/**
 * What a cancellation at `cancelledAt` costs: nothing up to the end of the free window (that instant
 * included); after it the penalty (the first night, the percentage of the stay rounded to the nearest
 * cent, or the whole stay); on non-refundable terms the whole stay, whenever it is cancelled.
 */
export function cancellationPenaltyCents({ terms, nightCents, checkIn, checkInTime, cancelledAt }: CancelledStay): Cents {
  const stayCents = nightCents.reduce((sum, cents) => sum + cents, 0);
  const freeUntil = freeCancellationUntil(terms, checkIn, checkInTime);
  if (terms.kind === 'non_refundable' || freeUntil === null) return stayCents;
  if (cancelledAt.getTime() <= freeUntil.getTime()) return 0;
  if (terms.penalty === 'first_night') return nightCents[0] ?? 0;
  if (terms.penalty === 'full_stay') return stayCents;
  const hundredths = toCents(terms.penaltyPercent ?? 100);
  return Math.floor((2 * stayCents * hundredths + 10_000) / 20_000);
}
