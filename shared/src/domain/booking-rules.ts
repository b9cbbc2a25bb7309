// The booking rules of docs/product.md §5 and §9, shared by the booking page and the API.
import { addDays, nightsBetween } from './dates';
import { fromCents, toCents } from './prices';
import type { BookingStatus } from './types';

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;
export const DEFAULT_ROOMS = 10;
/** The most rooms a hotel may have (the hotels table's check); a booking can hold at most its hotel's. */
export const MAX_HOTEL_ROOMS = 10_000;
/**
 * Stay limits the original site did not have (docs/product.md §5); the form and the API refuse the
 * same stays with the same words.
 */
export const MAX_NIGHTS = 90;
export const MAX_DAYS_AHEAD = 730;

export const DATES_REQUIRED_MESSAGE = 'Please select check-in and check-out dates';
export const CHECK_IN_PAST_MESSAGE = 'Check-in date cannot be in the past';
export const CHECK_OUT_ORDER_MESSAGE = 'Check-out date must be after check-in date';
export const GUESTS_RANGE_MESSAGE = 'Number of guests must be between 1 and 10';
export const STAY_TOO_LONG_MESSAGE = `A stay can be at most ${MAX_NIGHTS} nights`;
export const TOO_FAR_AHEAD_MESSAGE = 'Bookings open at most two years ahead';
export const NO_ROOMS_MESSAGE = 'No rooms available for these dates';

/** A booking holds 1 to the hotel's rooms for each night. */
export function roomsRangeMessage(hotelRooms: number): string {
  return `Number of rooms must be between 1 and ${hotelRooms}`;
}

/** The four messages in the order they are checked. */
export const BOOKING_MESSAGES = [DATES_REQUIRED_MESSAGE, CHECK_IN_PAST_MESSAGE, CHECK_OUT_ORDER_MESSAGE, GUESTS_RANGE_MESSAGE] as const;

export interface BookingDraft {
  checkIn?: string | null;
  checkOut?: string | null;
  guests?: number | string | null;
  /** Rooms for each night; 1 when not given. */
  rooms?: number | string | null;
}

/** A booking request's dates and guests once every rule holds. */
export interface CheckedStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
}

/** A broken rule and the field it is about (the API names the field in its 400). */
export interface BookingProblem {
  field: keyof CheckedStay;
  message: string;
}

/**
 * The stay when every rule holds, else the first broken one: the four of docs/product.md §5 in their
 * order, then the stay limits, then the rooms (1 to `hotelRooms`, the hotel's count when known).
 * `today` is `todayInColombo()`; dates compare as `YYYY-MM-DD` strings.
 */
export function checkBooking(
  input: BookingDraft,
  today: string,
  hotelRooms: number = MAX_HOTEL_ROOMS,
): { stay: CheckedStay } | { problem: BookingProblem } {
  const { checkIn, checkOut } = input;
  const problem = (field: keyof CheckedStay, message: string) => ({ problem: { field, message } });
  if (!checkIn) return problem('checkIn', DATES_REQUIRED_MESSAGE);
  if (!checkOut) return problem('checkOut', DATES_REQUIRED_MESSAGE);
  if (checkIn < today) return problem('checkIn', CHECK_IN_PAST_MESSAGE);
  if (checkOut <= checkIn) return problem('checkOut', CHECK_OUT_ORDER_MESSAGE);
  const guests = Number(input.guests);
  if (!Number.isInteger(guests) || guests < MIN_GUESTS || guests > MAX_GUESTS) return problem('guests', GUESTS_RANGE_MESSAGE);
  if (nightsBetween(checkIn, checkOut) > MAX_NIGHTS) return problem('checkOut', STAY_TOO_LONG_MESSAGE);
  if (checkIn > addDays(today, MAX_DAYS_AHEAD)) return problem('checkIn', TOO_FAR_AHEAD_MESSAGE);
  const rooms = input.rooms === undefined || input.rooms === null || input.rooms === '' ? 1 : Number(input.rooms);
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > hotelRooms) return problem('rooms', roomsRangeMessage(hotelRooms));
  return { stay: { checkIn, checkOut, guests, rooms } };
}

/** The first broken rule's message, or null when the booking may be sent. */
export function validateBooking(input: BookingDraft, today: string, hotelRooms?: number): string | null {
  const checked = checkBooking(input, today, hotelRooms);
  return 'problem' in checked ? checked.problem.message : null;
}

/**
 * Nights × price per night × guests at one price for every night, in whole cents (docs/product.md §9).
 * A hotel's seasons are priced by priceStay (prices.ts), which gives the same figure without any.
 */
export function totalPrice(pricePerNight: number, nights: number, guests: number): number {
  return fromCents(toCents(pricePerNight) * nights * guests);
}

/** The price of a stay between two dates at one price for every night. */
export function stayPrice(pricePerNight: number, checkIn: string, checkOut: string, guests: number): number {
  return totalPrice(pricePerNight, nightsBetween(checkIn, checkOut), guests);
}

/** The status shown to people: a confirmed stay whose check-out date has passed is completed. */
export function reportedStatus(booking: { status?: BookingStatus | null; checkOut: string }, today: string): BookingStatus | undefined {
  if (booking.status === 'confirmed' && booking.checkOut < today) return 'completed';
  return booking.status ?? undefined;
}

/** Whether a booking's customer may still cancel it: confirmed, and check-in has not begun. */
export function isCancellable(booking: { status?: BookingStatus | null; checkIn: string }, today: string): boolean {
  return booking.status === 'confirmed' && today < booking.checkIn;
}
