import { apiClient, hotelKeys, queryOptions } from '@ceylon/shared';

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** `GET /api/hotels/nearest-dates`: the nearest stay of the same length for which the same search finds a hotel. */
export async function fetchNearestDates(filters: URLSearchParams, signal?: AbortSignal): Promise<StayDates | null> {
  const params = new URLSearchParams(filters);
  params.delete('sort');
  const { data } = await apiClient.get<StayDates | null>('/hotels/nearest-dates', { params, signal });
  return data && typeof data.checkIn === 'string' && typeof data.checkOut === 'string' ? data : null;
}

/** The nearest dates for one search (`filters`, a query string) as a query; a failed read is only logged. */
export const nearestDatesQuery = (filters: string) =>
  queryOptions({
    queryKey: hotelKeys.nearestDates(filters),
    queryFn: ({ signal }) =>
      fetchNearestDates(new URLSearchParams(filters), signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to find nearby dates', error);
        throw error;
      }),
  });
