import { apiClient, type Dashboard } from '@ceylon/shared';

/** GET /api/dashboard: the caller's hotels (every hotel for an administrator), or the one named. An answer of another shape throws. */
export async function getDashboard(hotelId?: string): Promise<Dashboard> {
  const { data } = await apiClient.get<Dashboard>('/dashboard', hotelId ? { params: { hotelId } } : undefined);
  if (!data || !Array.isArray(data.months) || !Array.isArray(data.weeks)) throw new Error('The dashboard answered without its figures');
  return data;
}
