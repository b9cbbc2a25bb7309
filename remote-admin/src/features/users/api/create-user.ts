import { apiClient, type UserInput } from '@ceylon/shared';

/** POST /api/users (admin). */
export async function createUser(user: UserInput): Promise<void> {
  await apiClient.post('/users', user);
}
