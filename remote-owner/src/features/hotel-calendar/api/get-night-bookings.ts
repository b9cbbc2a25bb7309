import { apiClient, queryOptions, type Booking } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/{id}/bookings?night=YYYY-MM-DD: the stays that hold that night. */
export async function getNightBookings(hotelId: string, night: string, signal?: AbortSignal): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>(`/hotels/${encodeURIComponent(hotelId)}/bookings`, { params: { night }, signal });
  return Array.isArray(data) ? data : [];
}

export const nightBookingsQuery = (hotelId: string, night: string) =>
  queryOptions({
    queryKey: ownerKeys.ofHotel(hotelId, 'night-bookings', night),
    queryFn: ({ signal }) => getNightBookings(hotelId, night, signal),
  });
