import { apiClient, type HotelFormPayload } from '@ceylon/shared';

/** PUT /api/hotels/{id}. */
export async function updateHotel(id: string, hotel: HotelFormPayload): Promise<void> {
  await apiClient.put(`/hotels/${encodeURIComponent(id)}`, hotel);
}
