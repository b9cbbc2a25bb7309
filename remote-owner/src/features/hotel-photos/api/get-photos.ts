import { apiClient, type HotelPhoto } from '@ceylon/shared';

/** GET /api/hotels/{id}/photos: every photo, cover first. */
export async function getPhotos(hotelId: string): Promise<HotelPhoto[]> {
  const { data } = await apiClient.get<HotelPhoto[]>(`/hotels/${encodeURIComponent(hotelId)}/photos`);
  return Array.isArray(data) ? data : [];
}
