import { apiClient } from '@ceylon/shared';

/** DELETE /api/users/{id} (admin). */
export async function deleteUser(id: string): Promise<void> {
  await apiClient.delete(`/users/${encodeURIComponent(id)}`);
}
