import { useQuery, useReadFailure, type Booking } from '@ceylon/shared';
import { nightBookingsQuery } from '../api/get-night-bookings';

export interface NightBookingsLoad {
  bookings: Booking[];
  loading: boolean;
  failed: boolean;
}

/** The stays holding the chosen night; nothing while no night is chosen. */
export function useNightBookings(hotelId: string, night: string | null): NightBookingsLoad {
  const query = useQuery({ ...nightBookingsQuery(hotelId, night ?? ''), enabled: night !== null });
  useReadFailure(query.error, 'Failed to load the night’s bookings');
  return { bookings: query.data ?? [], loading: query.isLoading, failed: query.isError };
}
