import { apiClient, type CalendarFeed } from '@ceylon/shared';

/** POST /api/hotels/{id}/calendar-feeds/{feedId}/sync: fetches the calendar now. */
export async function syncCalendarFeed(hotelId: string, feedId: string): Promise<CalendarFeed> {
  const { data } = await apiClient.post<CalendarFeed>(
    `/hotels/${encodeURIComponent(hotelId)}/calendar-feeds/${encodeURIComponent(feedId)}/sync`,
  );
  return data;
}
