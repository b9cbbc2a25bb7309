import { apiClient, queryOptions, type Booking } from '@ceylon/shared';
import { customerBookingsKey } from '../../../api/customer-bookings-key';

/** The signed-in customer's bookings. */
export async function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>('/bookings/my-bookings', { signal });
  return Array.isArray(data) ? data : [];
}

/** The customer's bookings as a query; a failed read is only logged (docs/product.md §8). */
export const myBookingsQuery = () =>
  queryOptions({
    queryKey: [...customerBookingsKey, 'list'] as const,
    // The customer's own: dropped once no page shows it, so the next person to sign in on this tab never sees it.
    gcTime: 0,
    queryFn: ({ signal }) =>
      getMyBookings(signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to load bookings', error);
        throw error;
      }),
  });
