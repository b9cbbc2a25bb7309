import { useCallback, useEffect, useState } from 'react';
import type { Booking } from '@ceylon/shared';
import { getMyBookings } from '../api/get-my-bookings';

/** The customer's bookings and a way to load them again. A failed load is only logged (docs/product.md §8). */
export function useMyBookings() {
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setBookings(await getMyBookings());
    } catch (error: unknown) {
      console.error('Failed to load bookings', error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { bookings, loading, reload };
}
