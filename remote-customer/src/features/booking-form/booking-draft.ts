import {
  isIsoDate,
  listedStayFigures,
  MAX_GUESTS,
  MIN_GUESTS,
  nightsBetween,
  roomChargeOnly,
  type HotelCharge,
  type PricedNight,
} from '@ceylon/shared';

const GUEST_RANGE = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, index) => MIN_GUESTS + index);

export interface BookingValues {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Rooms held for each night; they do not change the price (docs/product.md §9). */
  rooms: number;
}

/** The most rooms the form offers in one booking, however many the hotel has. */
const MAX_ROOMS_OFFERED = 10;

/**
 * The form's first values from the URL; what is not a date or a whole number is left out. A guest
 * count out of range is kept, so the form says what is wrong with it rather than quietly changing it.
 */
export function initialValues(query: { checkIn?: string; checkOut?: string; guests?: string; rooms?: string }): BookingValues {
  const guests = Number(query.guests);
  const rooms = Number(query.rooms);
  return {
    checkIn: isIsoDate(query.checkIn) ? query.checkIn : '',
    checkOut: isIsoDate(query.checkOut) ? query.checkOut : '',
    guests: query.guests && Number.isInteger(guests) ? guests : MIN_GUESTS,
    rooms: query.rooms && Number.isInteger(rooms) ? rooms : 1,
  };
}

/** Nights of the hotel's availability the form's calendar reads: a year from today. */
export const AVAILABILITY_NIGHTS = 366;

/**
 * Nights, price lines and total of the live summary, each night at the price the hotel's
 * availability lists for it (its season's), else the hotel's price, then the hotel's taxes and
 * charges; nothing to count until both dates are in order. The total is what the guest pays and
 * what the booking sends as totalPrice.
 */
export function stayFigures(
  values: BookingValues,
  pricePerNight: number,
  listed: readonly PricedNight[] = [],
  charges: readonly HotelCharge[] = [],
) {
  const datesInOrder = isIsoDate(values.checkIn) && isIsoDate(values.checkOut) && values.checkOut > values.checkIn;
  if (!datesInOrder) return { nights: 0, total: 0, lowest: pricePerNight, highest: pricePerNight, lines: roomChargeOnly(0) };
  return {
    nights: nightsBetween(values.checkIn, values.checkOut),
    ...listedStayFigures(pricePerNight, listed, values.checkIn, values.checkOut, values.guests, { charges, rooms: values.rooms }),
  };
}

/** 1 to 10, plus a count carried in from a link that is outside that, so the select shows it. */
export function guestChoices(current: number): number[] {
  return withCurrent(GUEST_RANGE, current);
}

/** 1 to the hotel's rooms (at most 10), plus a count carried in that is outside that, so the form can say so. */
export function roomChoices(hotelRooms: number, current: number): number[] {
  const range = Array.from({ length: Math.max(1, Math.min(hotelRooms, MAX_ROOMS_OFFERED)) }, (_, index) => index + 1);
  return withCurrent(range, current);
}

function withCurrent(range: number[], current: number): number[] {
  return range.includes(current) ? range : [...range, current].sort((a, b) => a - b);
}
