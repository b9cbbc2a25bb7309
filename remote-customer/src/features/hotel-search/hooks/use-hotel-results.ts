import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHotelPage, type Hotel } from '@ceylon/shared';

/** Hotels asked for at a time. */
const RESULTS_PAGE_SIZE = 12;
/**
 * How long a change waits before asking. None: a search answers in tens of milliseconds and every
 * newer keystroke cancels the request before it, so waiting would only delay results (the issue's
 * goal is keystroke-to-results under 100 ms); the timer still merges changes made in one task.
 */
export const SEARCH_DEBOUNCE_MS = 0;

interface HotelResults {
  /** The query these results answer (null before the first answer). */
  filters: string | null;
  hotels: Hotel[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

const NONE: HotelResults = { filters: null, hotels: [], total: 0, totalCapped: false, nextCursor: null };

/**
 * The hotels of a search, a page at a time. A change waits SEARCH_DEBOUNCE_MS, and a newer search
 * cancels the older request (and any Show more of it), so answers never arrive out of order.
 * A failed load is only logged and the list is empty (docs/product.md §8).
 */
export function useHotelResults(filters: URLSearchParams | null) {
  const query = filters?.toString() ?? null;
  const [results, setResults] = useState<HotelResults>(NONE);
  const [loadingMore, setLoadingMore] = useState(false);
  const asked = useRef(false);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    if (query === null) return undefined;
    const controller = new AbortController();
    const ask = () => {
      fetchHotelPage(new URLSearchParams(query), RESULTS_PAGE_SIZE, null, controller.signal)
        .then((page) => {
          if (!controller.signal.aborted) setResults({ filters: query, ...page });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Failed to load hotels', error);
          setResults({ ...NONE, filters: query });
        });
    };
    // The page's first list comes at once; later changes after SEARCH_DEBOUNCE_MS.
    const timer = asked.current ? setTimeout(ask, SEARCH_DEBOUNCE_MS) : undefined;
    if (!asked.current) ask();
    asked.current = true;
    return () => {
      clearTimeout(timer);
      controller.abort();
      more.current?.abort();
      setLoadingMore(false);
    };
  }, [query]);

  const showMore = useCallback(() => {
    const { filters: shown, nextCursor } = results;
    if (shown === null || !nextCursor || more.current?.signal.aborted === false) return;
    const controller = new AbortController();
    more.current = controller;
    setLoadingMore(true);
    fetchHotelPage(new URLSearchParams(shown), RESULTS_PAGE_SIZE, nextCursor, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setResults((current) =>
          current.filters === shown ? { ...current, hotels: [...current.hotels, ...page.hotels], nextCursor: page.nextCursor } : current,
        );
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load more hotels', error);
      })
      .finally(() => {
        if (more.current === controller) {
          more.current = null;
          setLoadingMore(false);
        }
      });
  }, [results]);

  return {
    results,
    loading: results.filters === null && query !== null,
    stale: query !== null && results.filters !== query,
    loadingMore,
    showMore,
  };
}
