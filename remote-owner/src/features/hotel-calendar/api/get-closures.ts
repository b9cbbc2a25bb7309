import { apiClient, type Closure } from '@ceylon/shared';

/** GET /api/hotels/{id}/closures: current and upcoming closed date ranges, by first night. */
export async function getClosures(hotelId: string): Promise<Closure[]> {
  const { data } = await apiClient.get<Closure[]>(`/hotels/${encodeURIComponent(hotelId)}/closures`);
  return Array.isArray(data) ? data : [];
}
