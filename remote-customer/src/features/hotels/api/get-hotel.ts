import { apiClient, type Hotel } from '@ceylon/shared';

/** One hotel; the API answers 404 for an unknown id. */
export async function getHotel(id: string): Promise<Hotel> {
  const { data } = await apiClient.get<Hotel>(`/hotels/${encodeURIComponent(id)}`);
  return data;
}
