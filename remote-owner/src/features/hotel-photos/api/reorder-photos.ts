import { apiClient, type HotelPhoto } from '@ceylon/shared';

/** PUT /api/hotels/{id}/photos/order: every photo id, cover first. Answers the photos in their new order. */
export async function reorderPhotos(hotelId: string, ids: readonly string[]): Promise<HotelPhoto[]> {
  const { data } = await apiClient.put<HotelPhoto[]>(`/hotels/${encodeURIComponent(hotelId)}/photos/order`, { ids });
  return data;
}
