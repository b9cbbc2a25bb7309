import { apiClient, queryOptions, type Season, type SeasonRequest } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

const seasonsPath = (hotelId: string) => `/hotels/${encodeURIComponent(hotelId)}/seasons`;

/** GET /api/hotels/{id}/seasons: the seasons not over yet, by first night. */
export async function getSeasons(hotelId: string, signal?: AbortSignal): Promise<Season[]> {
  const { data } = await apiClient.get<Season[]>(seasonsPath(hotelId), { signal });
  return Array.isArray(data) ? data : [];
}

/** POST /api/hotels/{id}/seasons, or PUT …/{seasonId} to change one. */
export async function saveSeason(hotelId: string, season: SeasonRequest, seasonId?: string): Promise<Season> {
  const { data } = seasonId
    ? await apiClient.put<Season>(`${seasonsPath(hotelId)}/${encodeURIComponent(seasonId)}`, season)
    : await apiClient.post<Season>(seasonsPath(hotelId), season);
  return data;
}

/** DELETE /api/hotels/{id}/seasons/{seasonId}: its nights cost the hotel's price again. */
export async function deleteSeason(hotelId: string, seasonId: string): Promise<void> {
  await apiClient.delete(`${seasonsPath(hotelId)}/${encodeURIComponent(seasonId)}`);
}

export const seasonsQuery = (hotelId: string) =>
  queryOptions({ queryKey: ownerKeys.ofHotel(hotelId, 'seasons'), queryFn: ({ signal }) => getSeasons(hotelId, signal) });
