import { useQuery } from '@ceylon/shared';
import { nearestDatesQuery, type StayDates } from '../api/nearest-dates';

/**
 * When a search with dates finds nothing, the nearest stay of the same length that finds a hotel
 * (null while unknown, or when there is none). `filters` is the query that found nothing.
 */
export function useNearestDates(filters: string | null, foundNothing: boolean): StayDates | null {
  const wanted = foundNothing && filters !== null && new URLSearchParams(filters).has('checkIn') ? filters : null;
  const query = useQuery({ ...nearestDatesQuery(wanted ?? ''), enabled: wanted !== null });
  return wanted !== null ? (query.data ?? null) : null;
}
