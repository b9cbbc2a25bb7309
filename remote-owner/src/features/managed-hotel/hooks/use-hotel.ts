import { useEffect, useState } from 'react';
import type { Hotel } from '@ceylon/shared';
import { getHotel } from '../api/get-hotel';

export interface HotelLoad {
  hotel: Hotel | null;
  loading: boolean;
}

/** The hotel a page is about; null when it cannot be loaded (the page says it was not found). */
export function useHotel(hotelId: string): HotelLoad {
  const [load, setLoad] = useState<HotelLoad>({ hotel: null, loading: true });
  useEffect(() => {
    let current = true;
    setLoad({ hotel: null, loading: true });
    getHotel(hotelId).then(
      (hotel) => current && setLoad({ hotel, loading: false }),
      (error: unknown) => {
        console.error('Failed to load the hotel', error);
        if (current) setLoad({ hotel: null, loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [hotelId]);
  return load;
}
