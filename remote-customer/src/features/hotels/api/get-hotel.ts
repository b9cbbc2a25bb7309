import { apiClient, hotelKeys, isApiError, queryOptions, type Hotel } from '@ceylon/shared';

/** One hotel, or null when the API has none by that id (404, or 400 for an id that cannot be one). */
export async function getHotel(id: string, signal?: AbortSignal): Promise<Hotel | null> {
  try {
    const { data } = await apiClient.get<Hotel>(`/hotels/${encodeURIComponent(id)}`, { signal });
    return data;
  } catch (error) {
    if (isApiError(error) && (error.response?.status === 404 || error.response?.status === 400)) return null;
    throw error;
  }
}

/** The hotel as a query: read by the server before it renders the hotel's page, and by the booking page. */
export const hotelQuery = (id: string) => queryOptions({ queryKey: hotelKeys.hotel(id), queryFn: ({ signal }) => getHotel(id, signal) });
