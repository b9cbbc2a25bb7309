import { useMemo } from 'react';
import { useInfiniteQuery, type Hotel } from '@ceylon/shared';
import { hotelResultsQuery, type HotelResultsPage } from '../api/hotel-results';

interface HotelResults {
  /** The search these results answer (null before the first answer). */
  filters: string | null;
  hotels: Hotel[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

const NONE: HotelResults = { filters: null, hotels: [], total: 0, totalCapped: false, nextCursor: null };

/** The pages read so far as one list: the first page's count, the last page's cursor. */
function joined(pages: HotelResultsPage[]): HotelResults {
  const [first] = pages;
  if (!first) return NONE;
  return {
    filters: first.filters,
    hotels: pages.flatMap((page) => page.hotels),
    total: first.total,
    totalCapped: first.totalCapped,
    nextCursor: pages.at(-1)!.nextCursor,
  };
}

/**
 * The hotels of a search (`filters`, null while the form is invalid), a page at a time. While a new
 * search loads, the last one's hotels stay on the page, marked stale; the search it replaced is
 * cancelled (TanStack cancels a read no page watches any more), so answers never arrive out of
 * order. A failed load leaves the list empty (docs/product.md §8).
 */
export function useHotelResults(filters: URLSearchParams | null) {
  const query = filters?.toString() ?? null;
  const search = useInfiniteQuery({
    ...hotelResultsQuery(query ?? ''),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
  const read = useMemo(() => (search.data ? joined(search.data.pages) : null), [search.data]);
  const results = read ?? (search.isError ? { ...NONE, filters: query } : NONE);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;

  return {
    results,
    loading: results.filters === null && query !== null,
    stale: query !== null && results.filters !== query,
    loadingMore: isFetchingNextPage,
    showMore: () => {
      if (hasNextPage && !isFetchingNextPage && !search.isPlaceholderData) void fetchNextPage();
    },
  };
}
