import { apiClient, queryOptions, type Booking } from '@ceylon/shared';
import { customerBookingsKey } from '../../../api/customer-bookings-key';

/** One booking of the signed-in customer, by its id; the API answers 404 for anyone else's. */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const { data } = await apiClient.get<Booking>(`/bookings/${encodeURIComponent(id)}`, { signal });
  return data;
}

/** One of the customer's bookings as a query; a failed read is logged, the page decides what to show. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: [...customerBookingsKey, 'detail', id] as const,
    // The customer's own: dropped once no page shows it, so the next person to sign in on this tab never sees it.
    gcTime: 0,
    queryFn: ({ signal }) =>
      getBooking(id, signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to load the booking', error);
        throw error;
      }),
  });
