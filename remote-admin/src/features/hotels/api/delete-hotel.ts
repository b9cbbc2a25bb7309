import { apiClient } from '@ceylon/shared';

/** DELETE /api/hotels/{id}. */
export async function deleteHotel(id: string): Promise<void> {
  await apiClient.delete(`/hotels/${encodeURIComponent(id)}`);
}
