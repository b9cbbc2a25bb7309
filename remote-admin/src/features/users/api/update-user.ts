import { apiClient, type UserInput } from '@ceylon/shared';

/** PUT /api/users/{id} (admin). Without a password the current one is kept. */
export async function updateUser(id: string, user: UserInput): Promise<void> {
  await apiClient.put(`/users/${encodeURIComponent(id)}`, user);
}
