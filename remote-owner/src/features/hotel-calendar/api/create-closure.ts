import { apiClient, isApiError, type Closure, type ClosureConflict } from '@ceylon/shared';

export interface ClosureRequest {
  firstNight: string;
  lastNight: string;
  reason?: string;
}

/** POST /api/hotels/{id}/closures: nights firstNight..lastNight, both included. */
export async function createClosure(hotelId: string, closure: ClosureRequest): Promise<Closure> {
  const { data } = await apiClient.post<Closure>(`/hotels/${encodeURIComponent(hotelId)}/closures`, closure);
  return data;
}

/**
 * The 409 answer when confirmed stays fall on the nights: its message (`fallback` when it has none)
 * and the stays; null for any other error.
 */
export function closureConflictOf(error: unknown, fallback: string): ClosureConflict | null {
  if (!isApiError(error) || error.response?.status !== 409) return null;
  const data: unknown = error.response.data;
  if (!data || typeof data !== 'object' || !('stays' in data) || !Array.isArray(data.stays)) return null;
  const message = 'message' in data && typeof data.message === 'string' ? data.message : fallback;
  return { message, stays: data.stays as ClosureConflict['stays'] };
}
