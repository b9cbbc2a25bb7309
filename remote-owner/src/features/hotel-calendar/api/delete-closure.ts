import { apiClient } from '@ceylon/shared';

/** DELETE /api/hotels/{id}/closures/{closureId}: the nights are for sale again. */
export async function deleteClosure(hotelId: string, closureId: string): Promise<void> {
  await apiClient.delete(`/hotels/${encodeURIComponent(hotelId)}/closures/${encodeURIComponent(closureId)}`);
}
