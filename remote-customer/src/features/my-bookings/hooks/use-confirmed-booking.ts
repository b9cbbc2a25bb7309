import { useEffect, useState } from 'react';
import type { Booking } from '@ceylon/shared';
import { getBooking } from '../api/get-booking';

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
  const handedOverOne = given !== undefined;
  const [load, setLoad] = useState<ConfirmedBookingLoad>(() =>
    given ? { status: 'ready', booking: given } : wanted ? { status: 'loading' } : { status: 'missing' },
  );

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    getBooking(wanted)
      .then((booking) => {
        if (!live) return;
        if (isBooking(booking)) setLoad({ status: 'ready', booking });
        else if (!handedOverOne) setLoad({ status: 'missing' });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the booking', error);
        // The booking the form handed over stays on the page; without one there is nothing to confirm.
        if (live && !handedOverOne) setLoad({ status: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [wanted, handedOverOne]);

  return load;
}
