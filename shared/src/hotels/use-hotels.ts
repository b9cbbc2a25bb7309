import { useEffect, useState } from 'react';
import { apiClient } from '../api/api-client';
import type { Hotel } from '../domain';

/** GET /api/hotels — the public listing, sent without a token being needed. */
export async function fetchHotels(): Promise<Hotel[]> {
  const { data } = await apiClient.get<Hotel[]>('/hotels');
  return Array.isArray(data) ? data : [];
}

export interface HotelsState {
  hotels: Hotel[];
  loading: boolean;
}

/** Every hotel. A failed load is only logged and the list stays empty (SPEC.md §8). */
export function useHotels(): HotelsState {
  const [state, setState] = useState<HotelsState>({ hotels: [], loading: true });

  useEffect(() => {
    let active = true;
    fetchHotels()
      .then((hotels) => {
        if (active) setState({ hotels, loading: false });
      })
      .catch((error: unknown) => {
        console.error('Failed to load hotels', error);
        if (active) setState({ hotels: [], loading: false });
      });
    return () => {
      active = false;
    };
  }, []);

  return state;
}
