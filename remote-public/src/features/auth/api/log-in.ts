import { apiClient, type LoginRequest, type LoginResponse } from '@ceylon/shared';

/** POST /api/auth/login → the user and their token. */
export async function logIn(input: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/auth/login', input);
  return data;
}
