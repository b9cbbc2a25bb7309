import { apiClient, type CalendarExport } from '@ceylon/shared';

/** GET /api/hotels/{id}/calendar-export: the secret address of the hotel's .ics feed (made on first ask). */
export async function getCalendarExport(hotelId: string): Promise<CalendarExport> {
  const { data } = await apiClient.get<CalendarExport>(`/hotels/${encodeURIComponent(hotelId)}/calendar-export`);
  return data;
}
