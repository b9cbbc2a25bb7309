import { apiClient, queryOptions, type HotelPhoto } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/{id}/photos: every photo, cover first. */
export async function getPhotos(hotelId: string, signal?: AbortSignal): Promise<HotelPhoto[]> {
  const { data } = await apiClient.get<HotelPhoto[]>(`/hotels/${encodeURIComponent(hotelId)}/photos`, { signal });
  return Array.isArray(data) ? data : [];
}

/** The hotel's photos as a query; every change to them answers the whole list, which replaces it. */
export const photosQuery = (hotelId: string) =>
  queryOptions({ queryKey: ownerKeys.ofHotel(hotelId, 'photos'), queryFn: ({ signal }) => getPhotos(hotelId, signal) });
