import { apiClient, type Booking } from '@ceylon/shared';

/** One booking of the signed-in customer, by its id; the API answers 404 for anyone else's. */
export async function getBooking(id: string): Promise<Booking> {
  const { data } = await apiClient.get<Booking>(`/bookings/${encodeURIComponent(id)}`);
  return data;
}
