import { apiClient, type HotelPhoto } from '@ceylon/shared';

/** PATCH /api/hotels/{id}/photos/{photoId}: the caption (the photo's alt text). Answers every photo. */
export async function updateCaption(hotelId: string, photoId: string, caption: string): Promise<HotelPhoto[]> {
  const { data } = await apiClient.patch<HotelPhoto[]>(`/hotels/${encodeURIComponent(hotelId)}/photos/${encodeURIComponent(photoId)}`, {
    caption,
  });
  return data;
}
