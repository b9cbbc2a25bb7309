import { useCallback, useEffect, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Review } from '../domain';
import { hotelKeys } from '../hotels/api/hotel-keys';
import { fetchReviewPage, type ReviewPage } from './review-requests';

export const REVIEWS_PAGE_SIZE = 5;

export type ReviewPagesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; reviews: Review[]; total: number; nextCursor: string | null; loadingMore: boolean; moreFailed: boolean };

/**
 * A hotel's reviews, newest first, a page at a time: one query for the browser and the server,
 * which reads the first page before it renders the hotel's page, so the reviews arrive with it.
 */
export const reviewPagesQuery = (hotelId: string) =>
  infiniteQueryOptions({
    queryKey: hotelKeys.reviews(hotelId),
    queryFn: ({ pageParam, signal }) => fetchReviewPage(hotelId, REVIEWS_PAGE_SIZE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewPage) => last.nextCursor ?? undefined,
  });

/** A hotel's reviews page by page: the first page on mount, the next on `showMore`; `replace` updates one in place. */
export function useReviewPages(hotelId: string) {
  const options = useMemo(() => reviewPagesQuery(hotelId), [hotelId]);
  const query = useInfiniteQuery(options);
  const client = useQueryClient();
  const { error, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (error) console.error(isFetchNextPageError ? 'Failed to load more reviews' : 'Failed to load reviews', error);
  }, [error, isFetchNextPageError]);

  const showMore = useCallback(async () => {
    if (hasNextPage && !isFetchingNextPage) await fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { queryKey } = options;
  const replace = useCallback(
    (id: string, change: Partial<Review>) => {
      client.setQueryData<InfiniteData<ReviewPage, string | null>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, reviews: page.reviews.map((r) => (r.id === id ? { ...r, ...change } : r)) })),
            }
          : data,
      );
    },
    [client, queryKey],
  );

  return {
    state: pagesState(query.data, query.isError && !isFetchNextPageError, isFetchingNextPage, isFetchNextPageError),
    showMore,
    replace,
  };
}

function pagesState(
  data: InfiniteData<ReviewPage> | undefined,
  failed: boolean,
  loadingMore: boolean,
  moreFailed: boolean,
): ReviewPagesState {
  if (!data) return failed ? { status: 'failed' } : { status: 'loading' };
  const last = data.pages[data.pages.length - 1];
  return {
    status: 'ready',
    reviews: data.pages.flatMap((page) => page.reviews),
    total: last?.total ?? 0,
    nextCursor: last?.nextCursor ?? null,
    loadingMore,
    moreFailed,
  };
}
