import { apiClient, queryOptions, type Booking } from '@ceylon/shared';

/** GET /api/my-bookings — the dashboard's first fallback when all bookings cannot be read. */
export async function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>('/my-bookings', { signal });
  return Array.isArray(data) ? data : [];
}

/** The admin's own bookings as the dashboard's fallback, kept under the dashboard's key (another area may read /my-bookings its own way). */
export const myBookingsFallbackQuery = queryOptions({
  queryKey: ['admin', 'dashboard', 'my-bookings'] as const,
  queryFn: ({ signal }) => getMyBookings(signal),
});
