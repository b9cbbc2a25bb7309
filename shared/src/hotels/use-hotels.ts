import { useCallback, useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Hotel } from '../domain';
import { featuredHotelsQuery } from './api/get-hotels';

export interface FeaturedHotelsState {
  hotels: Hotel[];
  loading: boolean;
  /** The API has hotels beyond those loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

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
