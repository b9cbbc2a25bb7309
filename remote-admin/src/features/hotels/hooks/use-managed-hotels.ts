import { useCallback, useEffect, useState } from 'react';
import { fetchHotels, useNotice, type Hotel } from '@ceylon/shared';

export interface ManagedHotelsState {
  hotels: Hotel[];
  loading: boolean;
  reload: () => Promise<void>;
}

/** Every hotel for the management screen; a failed load says 'Failed to load hotels'. */
export function useManagedHotels(): ManagedHotelsState {
  const { notify } = useNotice();
  const [hotels, setHotels] = useState<Hotel[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setHotels(await fetchHotels());
    } catch (error) {
      console.error('Failed to load hotels', error);
      notify('Failed to load hotels', 'error');
    } finally {
      setLoading(false);
    }
  }, [notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { hotels, loading, reload };
}
