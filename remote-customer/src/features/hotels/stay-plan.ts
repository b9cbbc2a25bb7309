import {
  addDays,
  listedMinimumStayProblem,
  listedStayFigures,
  MAX_GUESTS,
  MIN_GUESTS,
  nightsBetween,
  type HotelCharge,
  type NightAvailability,
} from '@ceylon/shared';

/** Nights the hotel page's calendar shows, from today. */
export const PLANNER_NIGHTS = 90;

/** The most rooms the page offers in one booking, however many the hotel has (as the booking form). */
const MAX_ROOMS_OFFERED = 10;

export const GUEST_COUNTS = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, index) => MIN_GUESTS + index);

export function roomCounts(hotelRooms: number): number[] {
  return Array.from({ length: Math.max(1, Math.min(hotelRooms, MAX_ROOMS_OFFERED)) }, (_, index) => index + 1);
}

export interface StayPlan {
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
}

/**
 * The chosen stay's figures, when both dates are chosen: nights, price (docs/product.md §9: each night's
 * price, its season's or the hotel's, × guests, then the hotel's taxes and charges for the rooms
 * wanted), whether every night has the rooms wanted free (unknown nights count as free) and the
 * minimum-stay message when the stay is too short.
 */
export function planFigures(
  plan: StayPlan,
  pricePerNight: number,
  nights: readonly NightAvailability[] = [],
  charges: readonly HotelCharge[] = [],
) {
  if (!plan.checkIn || !plan.checkOut || plan.checkOut <= plan.checkIn) return null;
  const free = new Map(nights.map((night) => [night.date, night.availableRooms]));
  const count = nightsBetween(plan.checkIn, plan.checkOut);
  const fits = Array.from({ length: count }, (_, index) => free.get(addDays(plan.checkIn, index))).every(
    (rooms) => rooms === undefined || rooms >= plan.rooms,
  );
  return {
    nights: count,
    /**
     * total (the charges included), lowest and highest (the cheapest and dearest night, the same
     * without a season or weekend price) and lines (the room charge, each charge, the total).
     */
    ...listedStayFigures(pricePerNight, nights, plan.checkIn, plan.checkOut, plan.guests, { charges, rooms: plan.rooms }),
    fits,
    tooShort: listedMinimumStayProblem(nights, plan.checkIn, plan.checkOut),
  };
}
