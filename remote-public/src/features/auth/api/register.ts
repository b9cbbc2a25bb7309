import { apiClient, type RegisterRequest, type RegisterResponse } from '@ceylon/shared';

/** POST /api/auth/register — always creates a customer account. */
export async function register(input: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await apiClient.post<RegisterResponse>('/auth/register', input);
  return data;
}
