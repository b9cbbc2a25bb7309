import { useCallback, useEffect, useState } from 'react';
import type { Occupancy } from '@ceylon/shared';
import { getOccupancy } from '../api/get-occupancy';

export interface OccupancyLoad {
  occupancy: Occupancy | null;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
}

/** One month of the hotel's nights; loads again when the month changes or after a closure. */
export function useOccupancy(hotelId: string, month: string): OccupancyLoad {
  const [occupancy, setOccupancy] = useState<Occupancy | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setOccupancy(await getOccupancy(hotelId, month));
      setFailed(false);
    } catch (error) {
      console.error('Failed to load the calendar', error);
      setOccupancy(null);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [hotelId, month]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { occupancy, loading, failed, reload };
}
