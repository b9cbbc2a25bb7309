import { hotelsQuery, useQuery, type Hotel } from '@ceylon/shared';
import { useAdminText } from '../../../texts';
import { useLoadFailure } from '../../../use-load-failure';

export interface ManagedHotelsState {
  hotels: Hotel[];
  loading: boolean;
}

/** Every hotel for the management screen; a failed load says 'Failed to load hotels'. */
export function useManagedHotels(): ManagedHotelsState {
  const text = useAdminText();
  const query = useQuery(hotelsQuery);
  useLoadFailure(query.error, 'Failed to load hotels', text('admin.hotels.loadFailed'));
  return { hotels: query.data ?? [], loading: query.isFetching };
}
