import { apiClient, type Booking } from '@ceylon/shared';

/** GET /api/hotels/{id}/bookings?night=YYYY-MM-DD: the stays that hold that night. */
export async function getNightBookings(hotelId: string, night: string): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>(`/hotels/${encodeURIComponent(hotelId)}/bookings`, { params: { night } });
  return Array.isArray(data) ? data : [];
}
