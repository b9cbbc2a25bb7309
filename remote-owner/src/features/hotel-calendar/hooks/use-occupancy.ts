import { useQuery, useReadFailure, type Occupancy } from '@ceylon/shared';
import { occupancyQuery } from '../api/get-occupancy';

export interface OccupancyLoad {
  occupancy: Occupancy | null;
  loading: boolean;
  failed: boolean;
}

/**
 * One month of the hotel's nights; loads again when the month changes or after a change that
 * closes or holds nights (those invalidate it). The month before stays shown until the next arrives.
 */
export function useOccupancy(hotelId: string, month: string): OccupancyLoad {
  const query = useQuery({ ...occupancyQuery(hotelId, month), placeholderData: (previous) => previous });
  useReadFailure(query.error, 'Failed to load the calendar');
  return { occupancy: query.isError ? null : (query.data ?? null), loading: query.isFetching, failed: query.isError };
}
