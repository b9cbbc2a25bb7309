// The stay as an iCalendar event, made with the `ics` package: check-in 2:00 PM to check-out
// 12:00 PM Asia/Colombo, written as UTC instants so every calendar shows the right local time.
// The UID is the booking's reference, so the cancellation (METHOD:CANCEL, a later SEQUENCE)
// removes the event the confirmation added.
import { createEvent } from 'ics';
import { nightsBetween } from '@ceylon/shared/domain';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR, colomboTime, type BookedStay } from './stay';
import type { MailWords } from './words';

/** The event's title and description are in the mail's language (`words`). */
export function stayCalendar(words: MailWords, stay: BookedStay, state: 'confirmed' | 'cancelled'): string {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const { error, value } = createEvent({
    productId: 'ceylon-stays/bookings',
    method: state === 'confirmed' ? 'PUBLISH' : 'CANCEL',
    uid: `${stay.reference}@ceylon-stays`,
    sequence: state === 'confirmed' ? 0 : 1,
    status: state === 'confirmed' ? 'CONFIRMED' : 'CANCELLED',
    title: words.t(state === 'cancelled' ? 'calendar.cancelledTitle' : 'calendar.title', { hotel: stay.hotelTitle }),
    location: stay.hotelLocation,
    description: words.t('calendar.description', { reference: stay.reference, nights, guests: stay.guests, rooms: stay.rooms }),
    start: colomboTime(stay.checkIn, CHECK_IN_HOUR).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: colomboTime(stay.checkOut, CHECK_OUT_HOUR).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    busyStatus: state === 'confirmed' ? 'BUSY' : 'FREE',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
