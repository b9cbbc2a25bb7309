import { apiClient } from './api-client';

/**
 * Ends the token on the server (POST /api/auth/logout), so a copy of it stops working too.
 * Fire and forget: the browser forgets the session whatever the answer, and the token is sent
 * explicitly because the local session is cleared before the request leaves.
 */
export function endServerSession(token: string): void {
  if (!token) return;
  apiClient.post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
