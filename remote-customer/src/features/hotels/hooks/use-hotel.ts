import { useQuery, type Hotel } from '@ceylon/shared';
import { hotelQuery } from '../api/get-hotel';

export type HotelLoad = { status: 'loading' } | { status: 'ready'; hotel: Hotel } | { status: 'failed' };

/** One hotel by id; no id at all, a hotel the API does not have and a failed read all count as failed (the page says so). */
export function useHotel(id: string | undefined): HotelLoad {
  const query = useQuery({ ...hotelQuery(id ?? ''), enabled: Boolean(id) });

  if (!id || query.isError || query.data === null) return { status: 'failed' };
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', hotel: query.data };
}
