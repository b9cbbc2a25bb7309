import { apiClient, queryOptions, type Booking } from '@ceylon/shared';

/** GET /api/all-bookings (admin). */
export async function getAllBookings(signal?: AbortSignal): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>('/all-bookings', { signal });
  return Array.isArray(data) ? data : [];
}

/** Every booking on the site as a query. */
export const allBookingsQuery = queryOptions({ queryKey: ['bookings', 'all'] as const, queryFn: ({ signal }) => getAllBookings(signal) });
