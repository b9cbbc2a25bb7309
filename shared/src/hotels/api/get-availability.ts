import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../api/api-client';
import type { NightAvailability } from '../../domain/types';
import { hotelKeys } from './hotel-keys';

/** `GET /api/hotels/{id}/availability`: free rooms on each of `nights` nights from `from` (today or later). */
export async function fetchAvailability(hotelId: string, from: string, nights: number, signal?: AbortSignal): Promise<NightAvailability[]> {
  const { data } = await apiClient.get<NightAvailability[]>(`/hotels/${encodeURIComponent(hotelId)}/availability`, {
    params: { from, nights },
    signal,
  });
  if (!Array.isArray(data)) throw new TypeError('The availability reply is not a list of nights');
  return data;
}

/**
 * A hotel's free rooms night by night as a query: read by the server before it renders the hotel's
 * page (the calendar arrives marked), and by the booking form.
 */
export const availabilityQuery = (hotelId: string, from: string, nights: number) =>
  queryOptions({
    queryKey: [...hotelKeys.availability(hotelId), from, nights] as const,
    queryFn: ({ signal }) => fetchAvailability(hotelId, from, nights, signal),
  });
