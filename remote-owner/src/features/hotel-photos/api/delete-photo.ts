import { apiClient, type HotelPhoto } from '@ceylon/shared';

/** DELETE /api/hotels/{id}/photos/{photoId}. Answers the photos left. */
export async function deletePhoto(hotelId: string, photoId: string): Promise<HotelPhoto[]> {
  const { data } = await apiClient.delete<HotelPhoto[]>(`/hotels/${encodeURIComponent(hotelId)}/photos/${encodeURIComponent(photoId)}`);
  return data;
}
