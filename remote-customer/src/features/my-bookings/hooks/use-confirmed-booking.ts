import { useQuery, type Booking } from '@ceylon/shared';
import { bookingQuery } from '../api/get-booking';

export type ConfirmedBookingLoad = { status: 'loading' } | { status: 'ready'; booking: Booking } | { status: 'missing' };

function isBooking(value: unknown): value is Booking {
  return !!value && typeof value === 'object' && typeof (value as Booking).id === 'string' && 'hotel' in value;
}

/**
 * The booking just made: handed over by the booking form and shown at once, then read again by
 * its id (also after a reload, when the navigation state may be gone) for what only the server
 * knows: where the confirmation e-mail went and whether it has gone yet.
 */
export function useConfirmedBooking(handedOver: unknown, id: string | null): ConfirmedBookingLoad {
  const given = isBooking(handedOver) ? handedOver : undefined;
  const wanted = id ?? given?.id ?? null;
  const query = useQuery({ ...bookingQuery(wanted ?? ''), enabled: wanted !== null });

  if (isBooking(query.data)) return { status: 'ready', booking: query.data };
  // The booking the form handed over stays on the page; without one there is nothing to confirm.
  if (given) return { status: 'ready', booking: given };
  if (wanted !== null && query.isPending) return { status: 'loading' };
  return { status: 'missing' };
}
