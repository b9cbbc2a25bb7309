import { apiClient, type Booking } from '@ceylon/shared';

/** The signed-in customer's bookings. */
export async function getMyBookings(): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>('/bookings/my-bookings');
  return Array.isArray(data) ? data : [];
}
