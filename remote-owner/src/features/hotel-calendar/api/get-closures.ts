import { apiClient, queryOptions, type Closure } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/{id}/closures: current and upcoming closed date ranges, by first night. */
export async function getClosures(hotelId: string, signal?: AbortSignal): Promise<Closure[]> {
  const { data } = await apiClient.get<Closure[]>(`/hotels/${encodeURIComponent(hotelId)}/closures`, { signal });
  return Array.isArray(data) ? data : [];
}

export const closuresQuery = (hotelId: string) =>
  queryOptions({ queryKey: ownerKeys.ofHotel(hotelId, 'closures'), queryFn: ({ signal }) => getClosures(hotelId, signal) });
