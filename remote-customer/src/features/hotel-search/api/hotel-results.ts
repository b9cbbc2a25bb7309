import { fetchHotelPage, hotelKeys, infiniteQueryOptions, type HotelPage } from '@ceylon/shared';

/** Hotels asked for at a time. */
export const RESULTS_PAGE_SIZE = 12;

/** One page of a search, with the search it answers (a query string). */
export interface HotelResultsPage extends HotelPage {
  filters: string;
}

/**
 * The hotels of one search (`filters`, a query string), a page at a time on the API's cursor. A
 * failed read is only logged (docs/product.md §8); a cancelled one, which a newer search causes, is
 * not a failure.
 */
export const hotelResultsQuery = (filters: string) =>
  infiniteQueryOptions({
    queryKey: hotelKeys.search(filters),
    queryFn: ({ pageParam, signal }): Promise<HotelResultsPage> =>
      fetchHotelPage(new URLSearchParams(filters), RESULTS_PAGE_SIZE, pageParam, signal).then(
        (page) => ({ ...page, filters }),
        (error: unknown) => {
          if (!signal.aborted) console.error(pageParam ? 'Failed to load more hotels' : 'Failed to load hotels', error);
          throw error;
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
