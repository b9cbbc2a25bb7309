import { hotelsQuery, useQuery, useReadFailure, type Hotel } from '@ceylon/shared';
import { useAdminText } from '../../../texts';

export interface ManagedHotelsState {
  hotels: Hotel[];
  loading: boolean;
}

/** Every hotel for the management screen; a failed load says 'Failed to load hotels'. */
export function useManagedHotels(): ManagedHotelsState {
  const text = useAdminText();
  const query = useQuery(hotelsQuery);
  useReadFailure(query.error, 'Failed to load hotels', text('admin.hotels.loadFailed'));
  return { hotels: query.data ?? [], loading: query.isFetching };
}
