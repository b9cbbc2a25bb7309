import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../api/api-client';
import type { Hotel } from '../../domain';
import { FEATURED_COUNT } from '../featured-count';
import { fetchHotelPage, type HotelPage } from '../hotel-page-request';
import { hotelKeys } from './hotel-keys';

/**
 * GET /api/hotels without a limit — the public listing, sent without a token being needed. The API
 * caps it (api/docs/hotels.md); the admin's screens list hotels this way.
 */
export async function fetchHotels(signal?: AbortSignal): Promise<Hotel[]> {
  const { data } = await apiClient.get<Hotel[]>('/hotels', { signal });
  return Array.isArray(data) ? data : [];
}

/** Every hotel the listing gives, as a query: the admin's hotel management and dashboard. */
export const hotelsQuery = queryOptions({ queryKey: hotelKeys.all, queryFn: ({ signal }) => fetchHotels(signal) });

/** Hotels fetched at a time once View All Hotels is open. */
const VIEW_ALL_PAGE_SIZE = 20;

const NO_FILTERS = new URLSearchParams();

/**
 * The featured hotels: the four shown at first, then, on demand, the rest a page at a time. One
 * query for the browser and the server, which reads the first page before it renders the home page
 * (its `prefetch`), so the browser shows those four at once.
 */
export const featuredHotelsQuery = infiniteQueryOptions({
  queryKey: hotelKeys.featured,
  queryFn: ({ pageParam, signal }) => fetchHotelPage(NO_FILTERS, pageParam.limit, pageParam.cursor, signal),
  initialPageParam: { limit: FEATURED_COUNT, cursor: null as string | null },
  getNextPageParam: (last: HotelPage) => (last.nextCursor ? { limit: VIEW_ALL_PAGE_SIZE, cursor: last.nextCursor } : undefined),
});
