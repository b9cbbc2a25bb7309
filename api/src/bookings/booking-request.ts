// Checks a booking request before it reaches the database: dates written as real dates, then the
// booking rules shared with the booking form (the four of docs/product.md §5 in their order, then
// the stay limits). The rooms are checked against the hotel's own count once it is locked
// (book-stay.ts), so the message names that count; here they are only carried along.
import { checkBooking, isIsoDate, type CheckedStay } from '@ceylon/shared/domain';
import { badRequest } from '../http-errors';

export function checkStay(body: { checkIn?: string; checkOut?: string; guests?: number; rooms?: number }, today: string): CheckedStay {
  const { checkIn, checkOut, rooms = 1 } = body;
  if (checkIn && checkOut) {
    if (!isIsoDate(checkIn)) throw badRequest('checkIn', 'checkIn must be a date written YYYY-MM-DD');
    if (!isIsoDate(checkOut)) throw badRequest('checkOut', 'checkOut must be a date written YYYY-MM-DD');
  }
  const checked = checkBooking({ ...body, rooms: 1 }, today);
  if ('problem' in checked) throw badRequest(checked.problem.field, checked.problem.message);
  return { ...checked.stay, rooms };
}
