import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../api/api-client';
import type { Hotel } from '../domain';
import { FEATURED_COUNT } from './featured-count';
import { fetchHotelPage } from './hotel-page-request';

/**
 * GET /api/hotels without a limit — the public listing, sent without a token being needed. The API
 * caps it (api/README.md); the admin's screens list hotels this way.
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
 * The featured hotels: only the four shown at first, then, on demand, the rest a page at a time.
 * A failed load is only logged and the list stays empty (docs/product.md §8).
 */
export function useFeaturedHotels(): FeaturedHotelsState {
  const [state, setState] = useState({ hotels: [] as Hotel[], loading: true, next: null as string | null, loadingMore: false });
  const active = useRef(true);

  useEffect(() => {
    active.current = true;
    fetchHotelPage(NO_FILTERS, FEATURED_COUNT)
      .then((page) => {
        if (active.current) setState({ hotels: page.hotels, loading: false, next: page.nextCursor, loadingMore: false });
      })
      .catch((error: unknown) => {
        console.error('Failed to load hotels', error);
        if (active.current) setState({ hotels: [], loading: false, next: null, loadingMore: false });
      });
    return () => {
      active.current = false;
    };
  }, []);

  const loadMore = useCallback(() => {
    if (!state.next || state.loadingMore) return;
    setState((current) => ({ ...current, loadingMore: true }));
    fetchHotelPage(NO_FILTERS, VIEW_ALL_PAGE_SIZE, state.next)
      .then((page) => {
        if (active.current) {
          setState((current) => ({ ...current, hotels: [...current.hotels, ...page.hotels], next: page.nextCursor, loadingMore: false }));
        }
      })
      .catch((error: unknown) => {
        console.error('Failed to load more hotels', error);
        if (active.current) setState((current) => ({ ...current, loadingMore: false }));
      });
  }, [state.next, state.loadingMore]);

  return { hotels: state.hotels, loading: state.loading, hasMore: state.next !== null, loadingMore: state.loadingMore, loadMore };
}
