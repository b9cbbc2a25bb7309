import { apiClient, type HotelPhoto } from '@ceylon/shared';

/** POST /api/hotels/{id}/photos, multipart: each file in the field `photos`. Answers every photo of the hotel. */
export async function uploadPhotos(hotelId: string, files: readonly File[]): Promise<HotelPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  // No Content-Type here: the browser sets multipart/form-data with its boundary.
  const { data } = await apiClient.post<HotelPhoto[]>(`/hotels/${encodeURIComponent(hotelId)}/photos`, form);
  return data;
}
