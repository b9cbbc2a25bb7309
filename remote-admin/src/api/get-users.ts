import { apiClient, type User } from '@ceylon/shared';

/** GET /api/users (admin). */
export async function getUsers(): Promise<User[]> {
  const { data } = await apiClient.get<User[]>('/users');
  return Array.isArray(data) ? data : [];
}
