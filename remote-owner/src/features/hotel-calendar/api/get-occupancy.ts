import { apiClient, queryOptions, type Occupancy } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/{id}/occupancy?month=YYYY-MM: rooms booked, closed and free per night, with the month's figures. */
export async function getOccupancy(hotelId: string, month: string, signal?: AbortSignal): Promise<Occupancy> {
  const { data } = await apiClient.get<Occupancy>(`/hotels/${encodeURIComponent(hotelId)}/occupancy`, { params: { month }, signal });
  return data;
}

/** Every month's nights, under one key: what closes or holds nights invalidates them all. */
export const occupancyKey = (hotelId: string) => ownerKeys.ofHotel(hotelId, 'occupancy');

export const occupancyQuery = (hotelId: string, month: string) =>
  queryOptions({ queryKey: [...occupancyKey(hotelId), month] as const, queryFn: ({ signal }) => getOccupancy(hotelId, month, signal) });
