import { useEffect, useState } from 'react';
import type { Booking } from '@ceylon/shared';
import { getBooking } from '../api/get-booking';

export type ConfirmedBookingLoad = { status: 'loading' } | { status: 'ready'; booking: Booking } | { status: 'missing' };

function isBooking(value: unknown): value is Booking {
  return !!value && typeof value === 'object' && typeof (value as Booking).id === 'string' && 'hotel' in value;
}

/**
 * The booking just made: handed over by the booking form, or — after a reload, when the
 * navigation state may be gone — read again by its id.
 */
export function useConfirmedBooking(handedOver: unknown, id: string | null): ConfirmedBookingLoad {
  const [load, setLoad] = useState<ConfirmedBookingLoad>(() =>
    isBooking(handedOver) ? { status: 'ready', booking: handedOver } : id ? { status: 'loading' } : { status: 'missing' },
  );

  useEffect(() => {
    if (isBooking(handedOver) || !id) return;
    let live = true;
    getBooking(id)
      .then((booking) => {
        if (live) setLoad(isBooking(booking) ? { status: 'ready', booking } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the booking', error);
        if (live) setLoad({ status: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [handedOver, id]);

  return load;
}
