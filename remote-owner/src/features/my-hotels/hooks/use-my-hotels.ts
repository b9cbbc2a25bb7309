import { useCallback, useEffect, useState } from 'react';
import type { Hotel } from '@ceylon/shared';
import { getMyHotels } from '../api/get-my-hotels';

export interface MyHotelsState {
  hotels: Hotel[];
  loading: boolean;
  reload: () => Promise<void>;
}

/** The owner's hotels. A failed load is only logged and the list stays empty (docs/product.md §8). */
export function useMyHotels(): MyHotelsState {
  const [hotels, setHotels] = useState<Hotel[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setHotels(await getMyHotels());
    } catch (error) {
      console.error('Failed to load your hotels', error);
      setHotels([]);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { hotels, loading, reload };
}
