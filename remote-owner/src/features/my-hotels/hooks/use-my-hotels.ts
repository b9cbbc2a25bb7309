import { useQuery, useReadFailure, type Hotel } from '@ceylon/shared';
import { myHotelsQuery } from '../api/get-my-hotels';

export interface MyHotelsState {
  hotels: Hotel[];
  loading: boolean;
}

/** The owner's hotels. A failed load is only logged and the list stays empty (docs/product.md §8). */
export function useMyHotels(): MyHotelsState {
  const query = useQuery(myHotelsQuery());
  useReadFailure(query.error, 'Failed to load your hotels');
  return { hotels: query.isError ? [] : (query.data ?? []), loading: query.isPending };
}
