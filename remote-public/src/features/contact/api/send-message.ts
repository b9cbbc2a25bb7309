import { apiClient, type ContactRequest, type ContactResponse } from '@ceylon/shared';

/** POST /api/send-email — the contact form's message. */
export async function sendMessage(input: ContactRequest): Promise<ContactResponse> {
  const { data } = await apiClient.post<ContactResponse>('/send-email', input);
  return data;
}
