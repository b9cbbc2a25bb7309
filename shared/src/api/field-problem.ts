import { isAxiosError } from 'axios';

/** The server's 400 message when it names `field` (`{ field, message }`), so a form can show it by that field. */
export function fieldProblem(error: unknown, field: string): string | undefined {
  if (!isAxiosError(error) || error.response?.status !== 400) return undefined;
  const data: unknown = error.response.data;
  if (!data || typeof data !== 'object' || !('field' in data) || !('message' in data)) return undefined;
  return data.field === field && typeof data.message === 'string' && data.message ? data.message : undefined;
}
