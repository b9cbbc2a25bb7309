// The times of a stay in Asia/Colombo, as the booking policies state them (docs/product.md §9).
import { addDays, type StayPriceLines } from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';

/** What the e-mails say about a booking (a BookingRecord has all of it). */
export interface BookedStay {
  reference: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  totalPrice: number;
  /** The price lines it was booked at; null for a booking made before taxes and charges. */
  priceBreakdown: StayPriceLines | null;
  hotelTitle: string;
  hotelLocation: string;
  userFirstName: string;
  userEmail: string;
  /** The guest's account's language, which their mails are written in. */
  userLanguage: Language;
}

/**
 * The policies of docs/product.md §9: check-in from 2:00 PM, check-out by 12:00 PM, free
 * cancellation up to 24 hours before check-in.
 */
export const CHECK_IN_HOUR = 14;
export const CHECK_OUT_HOUR = 12;

/** Sri Lanka has kept UTC+05:30, without daylight saving, since 2006. */
const COLOMBO_OFFSET_MINUTES = 330;

/** The instant of `hour`:00 on `date` (`YYYY-MM-DD`) in Asia/Colombo. */
export function colomboTime(date: string, hour: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour) - COLOMBO_OFFSET_MINUTES * 60_000);
}

/** The end of free cancellation: 24 hours before check-in time, i.e. 2:00 PM the day before check-in. */
export function freeCancellationUntil(checkIn: string): Date {
  return colomboTime(addDays(checkIn, -1), CHECK_IN_HOUR);
}
