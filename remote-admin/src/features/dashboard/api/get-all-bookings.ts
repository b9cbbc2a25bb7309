import { apiClient, type Booking } from '@ceylon/shared';

/** GET /api/all-bookings (admin). */
export async function getAllBookings(): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>('/all-bookings');
  return Array.isArray(data) ? data : [];
}
