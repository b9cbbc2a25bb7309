import { useQuery, useReadFailure, type Hotel } from '@ceylon/shared';
import { managedHotelQuery } from '../api/get-hotel';

export interface HotelLoad {
  hotel: Hotel | null;
  loading: boolean;
}

/** The hotel a page is about; null when it cannot be loaded (the page says it was not found). */
export function useHotel(hotelId: string): HotelLoad {
  const query = useQuery(managedHotelQuery(hotelId));
  useReadFailure(query.error, 'Failed to load the hotel');
  return { hotel: query.data ?? null, loading: query.isPending };
}
