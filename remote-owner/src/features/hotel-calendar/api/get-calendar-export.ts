import { apiClient, queryOptions, type CalendarExport } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/{id}/calendar-export: the secret address of the hotel's .ics feed (made on first ask). */
export async function getCalendarExport(hotelId: string, signal?: AbortSignal): Promise<CalendarExport> {
  const { data } = await apiClient.get<CalendarExport>(`/hotels/${encodeURIComponent(hotelId)}/calendar-export`, { signal });
  return data;
}

export const calendarExportQuery = (hotelId: string) =>
  queryOptions({ queryKey: ownerKeys.ofHotel(hotelId, 'calendar-export'), queryFn: ({ signal }) => getCalendarExport(hotelId, signal) });
