// Checks a booking request before it reaches the database: the four rules of SPEC.md §5 in
// their order, then the limits the spec leaves open.
import {
  CHECK_IN_PAST_MESSAGE,
  CHECK_OUT_ORDER_MESSAGE,
  DATES_REQUIRED_MESSAGE,
  addDays,
  isIsoDate,
  nightsBetween,
  validateBooking,
} from '@ceylon/shared/domain';
import { badRequest } from '../../http-errors';

export const MAX_NIGHTS = 90;
export const MAX_DAYS_AHEAD = 730;

export interface CheckedStay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

const FIELD_OF: Record<string, string> = {
  [CHECK_IN_PAST_MESSAGE]: 'checkIn',
  [CHECK_OUT_ORDER_MESSAGE]: 'checkOut',
};

export function checkStay(body: { checkIn?: string; checkOut?: string; guests?: number }, today: string): CheckedStay {
  const { checkIn, checkOut, guests } = body;
  if (checkIn && checkOut) {
    if (!isIsoDate(checkIn)) throw badRequest('checkIn', 'checkIn must be a date written YYYY-MM-DD');
    if (!isIsoDate(checkOut)) throw badRequest('checkOut', 'checkOut must be a date written YYYY-MM-DD');
  }
  const problem = validateBooking(body, today);
  if (problem === DATES_REQUIRED_MESSAGE) throw badRequest(checkIn ? 'checkOut' : 'checkIn', problem);
  if (problem) throw badRequest(FIELD_OF[problem] ?? 'guests', problem);
  if (!checkIn || !checkOut || guests === undefined) throw badRequest('guests', 'guests is required');
  if (nightsBetween(checkIn, checkOut) > MAX_NIGHTS) throw badRequest('checkOut', `A stay can be at most ${MAX_NIGHTS} nights`);
  if (checkIn > addDays(today, MAX_DAYS_AHEAD)) throw badRequest('checkIn', 'Bookings open at most two years ahead');
  return { checkIn, checkOut, guests };
}
