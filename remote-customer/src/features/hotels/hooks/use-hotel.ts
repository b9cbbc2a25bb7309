import { useEffect, useState } from 'react';
import type { Hotel } from '@ceylon/shared';
import { getHotel } from '../api/get-hotel';

export type HotelLoad = { status: 'loading' } | { status: 'ready'; hotel: Hotel } | { status: 'failed' };

/** One hotel by id; no id at all counts as a failed load. */
export function useHotel(id: string | undefined): HotelLoad {
  const [load, setLoad] = useState<HotelLoad>(id ? { status: 'loading' } : { status: 'failed' });

  useEffect(() => {
    if (!id) {
      setLoad({ status: 'failed' });
      return;
    }
    let live = true;
    setLoad({ status: 'loading' });
    getHotel(id)
      .then((hotel) => live && setLoad({ status: 'ready', hotel }))
      .catch((error: unknown) => {
        console.error('Failed to load hotel details', error);
        if (live) setLoad({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [id]);

  return load;
}
