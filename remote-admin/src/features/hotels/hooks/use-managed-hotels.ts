import { useCallback, useEffect, useState } from 'react';
import { fetchHotels, useNotice, type Hotel } from '@ceylon/shared';
import { useAdminText } from '../../../texts';

export interface ManagedHotelsState {
  hotels: Hotel[];
  loading: boolean;
  reload: () => Promise<void>;
}

/** Every hotel for the management screen; a failed load says 'Failed to load hotels'. */
export function useManagedHotels(): ManagedHotelsState {
  const text = useAdminText();
  const { notify } = useNotice();
  const [hotels, setHotels] = useState<Hotel[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setHotels(await fetchHotels());
    } catch (error) {
      console.error('Failed to load hotels', error);
      notify(text('admin.hotels.loadFailed'), 'error');
    } finally {
      setLoading(false);
    }
  }, [notify, text]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { hotels, loading, reload };
}
