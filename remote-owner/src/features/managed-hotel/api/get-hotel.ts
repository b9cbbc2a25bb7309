import { apiClient, queryOptions, type Hotel } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/{id}: the hotel a calendar or photo page is about (its name and rooms). */
export async function getHotel(hotelId: string, signal?: AbortSignal): Promise<Hotel> {
  const { data } = await apiClient.get<Hotel>(`/hotels/${encodeURIComponent(hotelId)}`, { signal });
  return data;
}

/** The managed hotel as a query: its calendar and photo pages read it. */
export const managedHotelQuery = (hotelId: string) =>
  queryOptions({ queryKey: ownerKeys.hotel(hotelId), queryFn: ({ signal }) => getHotel(hotelId, signal) });
