import { apiClient, type Booking } from '@ceylon/shared';

/** GET /api/my-bookings — the dashboard's first fallback when all bookings cannot be read. */
export async function getMyBookings(): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>('/my-bookings');
  return Array.isArray(data) ? data : [];
}
