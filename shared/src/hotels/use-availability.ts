import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NightAvailability } from '../domain/types';
import { availabilityQuery } from './api/get-availability';

export type AvailabilityLoad = { status: 'loading' } | { status: 'ready'; nights: NightAvailability[] } | { status: 'failed' };

/**
 * A hotel's free rooms night by night; without a hotel there is nothing to load. A failure is
 * reported, not thrown: the calendar then works without marking full nights.
 */
export function useAvailability(hotelId: string | undefined, from: string, nights: number): AvailabilityLoad {
  const query = useQuery({ ...availabilityQuery(hotelId ?? '', from, nights), enabled: Boolean(hotelId) });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load availability', error);
  }, [error]);

  if (!hotelId || query.isError) return { status: 'failed' };
  return query.data ? { status: 'ready', nights: query.data } : { status: 'loading' };
}
