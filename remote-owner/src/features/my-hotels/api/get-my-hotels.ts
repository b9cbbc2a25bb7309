import { apiClient, queryOptions, type Hotel } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/my-hotels — the signed-in owner's hotels, each with its bookings. */
export async function getMyHotels(signal?: AbortSignal): Promise<Hotel[]> {
  const { data } = await apiClient.get<Hotel[]>('/hotels/my-hotels', { signal });
  return Array.isArray(data) ? data : [];
}

/** The owner's hotels as a query: the dashboard, My Hotels and a hotel's bookings read it. */
export const myHotelsQuery = () => queryOptions({ queryKey: ownerKeys.myHotels, queryFn: ({ signal }) => getMyHotels(signal) });
