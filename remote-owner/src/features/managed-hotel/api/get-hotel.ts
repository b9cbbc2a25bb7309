import { apiClient, type Hotel } from '@ceylon/shared';

/** GET /api/hotels/{id}: the hotel a calendar or photo page is about (its name and rooms). */
export async function getHotel(hotelId: string): Promise<Hotel> {
  const { data } = await apiClient.get<Hotel>(`/hotels/${encodeURIComponent(hotelId)}`);
  return data;
}
