// Checks a booking request before it reaches the database: dates written as real dates, then the
// booking rules shared with the booking form (the four of docs/product.md §5 in their order, then
// the stay limits). The rooms are checked against the hotel's own count once it is locked
// (book-stay.ts), so the message names that count; here they are only carried along.
import {
  CHECK_IN_PAST_MESSAGE,
  CHECK_OUT_ORDER_MESSAGE,
  DATES_REQUIRED_MESSAGE,
  GUESTS_RANGE_MESSAGE,
  MAX_HOTEL_ROOMS,
  MAX_NIGHTS,
  STAY_TOO_LONG_MESSAGE,
  TOO_FAR_AHEAD_MESSAGE,
  checkBooking,
  isIsoDate,
  type BookingProblem,
  type CheckedStay,
} from '@ceylon/shared/domain';
import { badRequest, say, type Wording } from '../http-errors';
import type { ApiText } from '../mail/texts';

const RULES: Readonly<Record<string, ApiText>> = {
  [DATES_REQUIRED_MESSAGE]: 'error.booking.rule.datesRequired',
  [CHECK_IN_PAST_MESSAGE]: 'error.booking.rule.checkInPast',
  [CHECK_OUT_ORDER_MESSAGE]: 'error.booking.rule.checkOutOrder',
  [GUESTS_RANGE_MESSAGE]: 'error.booking.rule.guestsRange',
  [TOO_FAR_AHEAD_MESSAGE]: 'error.booking.rule.tooFarAhead',
};

/**
 * A broken booking rule (shared with the booking form, which words it in English) in the request's
 * language: the rule's own English is how it is known; the rooms' range names the hotel's count
 * (`checkBooking`'s, the most a hotel may have, when not given).
 */
export function bookingProblemWording(problem: BookingProblem, hotelRooms?: number): Wording {
  if (problem.message === STAY_TOO_LONG_MESSAGE) return say('error.booking.rule.stayTooLong', { max: MAX_NIGHTS });
  const id = RULES[problem.message];
  if (id) return say(id);
  if (problem.field === 'rooms') return say('error.booking.rule.roomsRange', { rooms: hotelRooms ?? MAX_HOTEL_ROOMS });
  return () => problem.message;
}

export function checkStay(body: { checkIn?: string; checkOut?: string; guests?: number; rooms?: number }, today: string): CheckedStay {
  const { checkIn, checkOut, rooms = 1 } = body;
  if (checkIn && checkOut) {
    if (!isIsoDate(checkIn)) throw badRequest('checkIn', say('error.dateFormat', { field: 'checkIn' }));
    if (!isIsoDate(checkOut)) throw badRequest('checkOut', say('error.dateFormat', { field: 'checkOut' }));
  }
  const checked = checkBooking({ ...body, rooms: 1 }, today);
  if ('problem' in checked) throw badRequest(checked.problem.field, bookingProblemWording(checked.problem));
  return { ...checked.stay, rooms };
}
