import { apiClient, queryOptions, type HotelCharge } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

const taxesPath = (hotelId: string) => `/hotels/${encodeURIComponent(hotelId)}/taxes`;

/** GET /api/hotels/{id}/taxes: the hotel's taxes and charges in the order they apply. */
export async function getTaxes(hotelId: string, signal?: AbortSignal): Promise<HotelCharge[]> {
  const { data } = await apiClient.get<{ charges: HotelCharge[] }>(taxesPath(hotelId), { signal });
  return Array.isArray(data?.charges) ? data.charges : [];
}

/** PUT /api/hotels/{id}/taxes: the whole list, as it is to be; the list stored comes back. */
export async function replaceTaxes(hotelId: string, charges: readonly HotelCharge[]): Promise<HotelCharge[]> {
  const { data } = await apiClient.put<{ charges: HotelCharge[] }>(taxesPath(hotelId), { charges });
  return data.charges;
}

/** The taxes as a query; a change answers the stored list, which replaces it. */
export const taxesQuery = (hotelId: string) =>
  queryOptions({ queryKey: ownerKeys.ofHotel(hotelId, 'taxes'), queryFn: ({ signal }) => getTaxes(hotelId, signal) });
