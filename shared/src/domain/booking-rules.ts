// The booking rules of SPEC.md §5 and §9, shared by the booking page and the API.
import { nightsBetween } from './dates';
import type { BookingStatus } from './types';

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;
export const DEFAULT_ROOMS = 10;

export const DATES_REQUIRED_MESSAGE = 'Please select check-in and check-out dates';
export const CHECK_IN_PAST_MESSAGE = 'Check-in date cannot be in the past';
export const CHECK_OUT_ORDER_MESSAGE = 'Check-out date must be after check-in date';
export const GUESTS_RANGE_MESSAGE = 'Number of guests must be between 1 and 10';
export const NO_ROOMS_MESSAGE = 'No rooms available for these dates';

/** The four messages in the order they are checked. */
export const BOOKING_MESSAGES = [DATES_REQUIRED_MESSAGE, CHECK_IN_PAST_MESSAGE, CHECK_OUT_ORDER_MESSAGE, GUESTS_RANGE_MESSAGE] as const;

export interface BookingDraft {
  checkIn?: string | null;
  checkOut?: string | null;
  guests?: number | string | null;
}

/**
 * The first broken rule's message, or null when the booking may be sent.
 * `today` is `todayInColombo()`; dates compare as `YYYY-MM-DD` strings.
 */
export function validateBooking(input: BookingDraft, today: string): string | null {
  const { checkIn, checkOut } = input;
  if (!checkIn || !checkOut) return DATES_REQUIRED_MESSAGE;
  if (checkIn < today) return CHECK_IN_PAST_MESSAGE;
  if (checkOut <= checkIn) return CHECK_OUT_ORDER_MESSAGE;
  const guests = Number(input.guests);
  if (!Number.isInteger(guests) || guests < MIN_GUESTS || guests > MAX_GUESTS) return GUESTS_RANGE_MESSAGE;
  return null;
}

/** Nights × price per night × guests, rounded to cents (SPEC.md §9). */
export function totalPrice(pricePerNight: number, nights: number, guests: number): number {
  return Math.round(pricePerNight * nights * guests * 100) / 100;
}

/** The price of a stay between two dates. */
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
