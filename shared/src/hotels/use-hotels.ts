import { useCallback, useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { Hotel } from '../domain';
import { FEATURED_COUNT } from './featured-count';
import { fetchHotelPage, type HotelPage } from './hotel-page-request';

/**
 * GET /api/hotels without a limit — the public listing, sent without a token being needed. The API
 * caps it (api/docs/hotels.md); the admin's screens list hotels this way.
 */
export async function fetchHotels(): Promise<Hotel[]> {
  const { data } = await apiClient.get<Hotel[]>('/hotels');
  return Array.isArray(data) ? data : [];
}

/** Hotels fetched at a time once View All Hotels is open. */
const VIEW_ALL_PAGE_SIZE = 20;

export interface FeaturedHotelsState {
  hotels: Hotel[];
  loading: boolean;
  /** The API has hotels beyond those loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

const NO_FILTERS = new URLSearchParams();

/**
 * The featured hotels: the four shown at first, then, on demand, the rest a page at a time. One
 * query for the browser and the server, which reads the first page before it renders the home page
 * (its `prefetch`), so the browser shows those four at once.
 */
export const featuredHotelsQuery = infiniteQueryOptions({
  queryKey: ['hotels', 'featured'] as const,
  queryFn: ({ pageParam, signal }) => fetchHotelPage(NO_FILTERS, pageParam.limit, pageParam.cursor, signal),
  initialPageParam: { limit: FEATURED_COUNT, cursor: null as string | null },
  getNextPageParam: (last: HotelPage) => (last.nextCursor ? { limit: VIEW_ALL_PAGE_SIZE, cursor: last.nextCursor } : undefined),
});

/** A failed load is only logged and the list stays empty (docs/product.md §8). */
export function useFeaturedHotels(): FeaturedHotelsState {
  const query = useInfiniteQuery(featuredHotelsQuery);
  const { error, isFetchNextPageError } = query;
  useEffect(() => {
    if (error) console.error(isFetchNextPageError ? 'Failed to load more hotels' : 'Failed to load hotels', error);
  }, [error, isFetchNextPageError]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    hotels: query.data?.pages.flatMap((page) => page.hotels) ?? [],
    loading: query.isPending,
    hasMore: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}
