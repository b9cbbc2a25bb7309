import { apiClient, type CalendarExport } from '@ceylon/shared';

/** POST /api/hotels/{id}/calendar-export: a new secret address; the old one stops working at once. */
export async function replaceCalendarExport(hotelId: string): Promise<CalendarExport> {
  const { data } = await apiClient.post<CalendarExport>(`/hotels/${encodeURIComponent(hotelId)}/calendar-export`);
  return data;
}
