import { apiClient, type Booking } from '@ceylon/shared';

/** GET /api/bookings/by-reference/:reference (admin): any case, the `CS-` optional. */
export async function findBookingByReference(reference: string): Promise<Booking> {
  const { data } = await apiClient.get<Booking>(`/bookings/by-reference/${encodeURIComponent(reference)}`);
  return data;
}
