import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review } from '../domain';
import { fetchReviewPage } from './review-requests';

export const REVIEWS_PAGE_SIZE = 5;

export type ReviewPagesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; reviews: Review[]; total: number; nextCursor: string | null; loadingMore: boolean; moreFailed: boolean };

/** A hotel's reviews page by page: the first page on mount, the next on `showMore`; `replace` updates one in place. */
export function useReviewPages(hotelId: string) {
  const [state, setState] = useState<ReviewPagesState>({ status: 'loading' });
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchReviewPage(hotelId, REVIEWS_PAGE_SIZE, null, controller.signal).then(
      (page) => setState({ status: 'ready', ...page, loadingMore: false, moreFailed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load reviews', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      alive.current = false;
      controller.abort();
    };
  }, [hotelId]);

  const showMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    const { nextCursor } = state;
    setState({ ...state, loadingMore: true, moreFailed: false });
    try {
      const page = await fetchReviewPage(hotelId, REVIEWS_PAGE_SIZE, nextCursor);
      if (!alive.current) return;
      setState((current) =>
        current.status === 'ready'
          ? {
              ...current,
              reviews: [...current.reviews, ...page.reviews],
              total: page.total,
              nextCursor: page.nextCursor,
              loadingMore: false,
            }
          : current,
      );
    } catch (error: unknown) {
      console.error('Failed to load more reviews', error);
      if (alive.current)
        setState((current) => (current.status === 'ready' ? { ...current, loadingMore: false, moreFailed: true } : current));
    }
  }, [hotelId, state]);

  const replace = useCallback((id: string, change: Partial<Review>) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, reviews: current.reviews.map((r) => (r.id === id ? { ...r, ...change } : r)) } : current,
    );
  }, []);

  return { state, showMore, replace };
}
