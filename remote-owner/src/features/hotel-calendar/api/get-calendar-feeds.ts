import { apiClient, type CalendarFeed } from '@ceylon/shared';

/** GET /api/hotels/{id}/calendar-feeds: the calendars the hotel imports, with their last sync and conflicts. */
export async function getCalendarFeeds(hotelId: string): Promise<CalendarFeed[]> {
  const { data } = await apiClient.get<CalendarFeed[]>(`/hotels/${encodeURIComponent(hotelId)}/calendar-feeds`);
  return Array.isArray(data) ? data : [];
}
