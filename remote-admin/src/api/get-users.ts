import { apiClient, queryOptions, type User } from '@ceylon/shared';

/** GET /api/users (admin). */
export async function getUsers(signal?: AbortSignal): Promise<User[]> {
  const { data } = await apiClient.get<User[]>('/users', { signal });
  return Array.isArray(data) ? data : [];
}

/** Every user as a query: the user management page's list and the dashboard's counts. */
export const usersQuery = queryOptions({ queryKey: ['users'] as const, queryFn: ({ signal }) => getUsers(signal) });
