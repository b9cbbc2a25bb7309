import { apiClient, type Hotel } from '@ceylon/shared';

/** GET /api/hotels/my-hotels — the signed-in owner's hotels, each with its bookings. */
export async function getMyHotels(): Promise<Hotel[]> {
  const { data } = await apiClient.get<Hotel[]>('/hotels/my-hotels');
  return Array.isArray(data) ? data : [];
}
