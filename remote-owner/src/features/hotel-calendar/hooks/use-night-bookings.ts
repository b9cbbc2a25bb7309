import { useEffect, useState } from 'react';
import type { Booking } from '@ceylon/shared';
import { getNightBookings } from '../api/get-night-bookings';

export interface NightBookingsLoad {
  bookings: Booking[];
  loading: boolean;
  failed: boolean;
}

/** The stays holding the chosen night; nothing while no night is chosen. */
export function useNightBookings(hotelId: string, night: string | null): NightBookingsLoad {
  const [load, setLoad] = useState<NightBookingsLoad>({ bookings: [], loading: false, failed: false });
  useEffect(() => {
    if (!night) return;
    let current = true;
    setLoad({ bookings: [], loading: true, failed: false });
    getNightBookings(hotelId, night).then(
      (bookings) => current && setLoad({ bookings, loading: false, failed: false }),
      (error: unknown) => {
        console.error('Failed to load the night’s bookings', error);
        if (current) setLoad({ bookings: [], loading: false, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [hotelId, night]);
  return load;
}
