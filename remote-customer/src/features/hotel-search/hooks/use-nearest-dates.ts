import { useEffect, useState } from 'react';
import { fetchNearestDates, type StayDates } from '../api/nearest-dates';

/**
 * When a search with dates finds nothing, the nearest stay of the same length that finds a hotel
 * (null while unknown, or when there is none). `filters` is the query that found nothing.
 */
export function useNearestDates(filters: string | null, foundNothing: boolean): StayDates | null {
  const [nearest, setNearest] = useState<{ for: string; dates: StayDates | null } | null>(null);
  const wanted = foundNothing && filters !== null && new URLSearchParams(filters).has('checkIn') ? filters : null;

  useEffect(() => {
    if (wanted === null) return undefined;
    const controller = new AbortController();
    fetchNearestDates(new URLSearchParams(wanted), controller.signal)
      .then((dates) => setNearest({ for: wanted, dates }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to find nearby dates', error);
      });
    return () => controller.abort();
  }, [wanted]);

  return wanted !== null && nearest?.for === wanted ? nearest.dates : null;
}
