import { apiClient, type ForgotPasswordRequest, type ResetPasswordRequest } from '@ceylon/shared';

/** POST /api/auth/forgot-password → the same message whether or not the address has an account. */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/auth/forgot-password', input);
  return data.message;
}

/** POST /api/auth/reset-password → sets the new password; every session of the account ends. */
export async function resetPassword(input: ResetPasswordRequest): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/auth/reset-password', input);
  return data.message;
}
