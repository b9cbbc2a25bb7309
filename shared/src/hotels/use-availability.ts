import { useEffect, useState } from 'react';
import { apiClient } from '../api/api-client';
import type { NightAvailability } from '../domain/types';

/** `GET /api/hotels/{id}/availability`: free rooms on each of `nights` nights from `from` (today or later). */
export async function fetchAvailability(hotelId: string, from: string, nights: number, signal?: AbortSignal): Promise<NightAvailability[]> {
  const { data } = await apiClient.get<NightAvailability[]>(`/hotels/${encodeURIComponent(hotelId)}/availability`, {
    params: { from, nights },
    signal,
  });
  if (!Array.isArray(data)) throw new TypeError('The availability reply is not a list of nights');
  return data;
}

export type AvailabilityLoad = { status: 'loading' } | { status: 'ready'; nights: NightAvailability[] } | { status: 'failed' };

/**
 * A hotel's free rooms night by night; without a hotel there is nothing to load. A failure is
 * reported, not thrown: the calendar then works without marking full nights.
 */
export function useAvailability(hotelId: string | undefined, from: string, nights: number): AvailabilityLoad {
  const key = hotelId ? `${hotelId}|${from}|${nights}` : null;
  const [load, setLoad] = useState<{ key: string; load: AvailabilityLoad } | null>(null);

  useEffect(() => {
    if (!hotelId) return undefined;
    const controller = new AbortController();
    const settle = (next: AvailabilityLoad) => setLoad({ key: `${hotelId}|${from}|${nights}`, load: next });
    fetchAvailability(hotelId, from, nights, controller.signal)
      .then((list) => settle({ status: 'ready', nights: list }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load availability', error);
        settle({ status: 'failed' });
      });
    return () => controller.abort();
  }, [hotelId, from, nights]);

  if (!key) return { status: 'failed' };
  return load?.key === key ? load.load : { status: 'loading' };
}
