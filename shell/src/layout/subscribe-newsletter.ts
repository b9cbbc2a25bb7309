import { apiClient, errorMessage, type NewsletterRequest } from '@ceylon/shared';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing!',
  alreadySubscribed: 'You are already subscribed.',
  failed: 'Sorry, we could not subscribe you. Please try again.',
} as const;

export interface SubscribeResult {
  /** False when the address was already on the list. */
  isNew: boolean;
  message: string;
}

/** Adds an address to the newsletter: 201 when new, 200 (with the server's words) when already there. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  const body: NewsletterRequest = { email };
  const response = await apiClient.post<{ message?: string } | undefined>('/newsletter', body);
  if (response.status === 201) return { isNew: true, message: NEWSLETTER_MESSAGES.subscribed };
  return { isNew: false, message: response.data?.message || NEWSLETTER_MESSAGES.alreadySubscribed };
}

/** The server's explanation of a failed subscription, or the site's own. */
export const subscribeErrorMessage = (error: unknown) => errorMessage(error, NEWSLETTER_MESSAGES.failed);
