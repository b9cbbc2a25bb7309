import { reportedStatus, type Booking } from '@ceylon/shared/domain';
import { toBooking, type BookingRecord } from './bookings-repository';

/**
 * The booking as every bookings route answers it, with the status reported on `today`. A first
 * answer and its replays both come through here and the same response schema, so they match byte for byte.
 */
export function presentBooking(row: BookingRecord, today: string): Booking {
  return toBooking(row, reportedStatus(row, today));
}
