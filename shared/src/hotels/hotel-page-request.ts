import { apiClient } from '../api/api-client';
import type { Hotel } from '../domain';

/** One page of `GET /api/hotels`: the hotels, how many match in all, and where the next page starts. */
export interface HotelPage {
  hotels: Hotel[];
  /** How many match; with `totalCapped`, at least this many (the API counts up to 1,000). */
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** Header values as axios gives them: plain strings, or an AxiosHeaders object with `get`. */
function header(headers: unknown, name: string): string | null {
  if (!headers || typeof headers !== 'object') return null;
  const value: unknown = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : null;
}

/**
 * `GET /api/hotels?…&limit=…[&cursor=…]`. The filters travel as query parameters; the total and the
 * next page's cursor come back in X-Total-Count (first page only; X-Total-Count-Capped when more
 * than it counts) and X-Next-Cursor (docs/decisions/0009).
 */
export async function fetchHotelPage(
  filters: URLSearchParams,
  limit: number,
  cursor?: string | null,
  signal?: AbortSignal,
): Promise<HotelPage> {
  const params = new URLSearchParams(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiClient.get<Hotel[]>('/hotels', { params, signal });
  const hotels = Array.isArray(data) ? data : [];
  const total = Number(header(headers, 'x-total-count') ?? Number.NaN);
  return {
    hotels,
    total: Number.isInteger(total) && total >= hotels.length ? total : hotels.length,
    totalCapped: header(headers, 'x-total-count-capped') === 'true',
    nextCursor: header(headers, 'x-next-cursor'),
  };
}
