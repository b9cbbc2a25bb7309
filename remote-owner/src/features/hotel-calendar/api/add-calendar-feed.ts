import { apiClient, type CalendarFeed, type CalendarFeedRequest } from '@ceylon/shared';

/** POST /api/hotels/{id}/calendar-feeds: imports the calendar and syncs it at once (a refusal is in lastError). */
export async function addCalendarFeed(hotelId: string, feed: CalendarFeedRequest): Promise<CalendarFeed> {
  const { data } = await apiClient.post<CalendarFeed>(`/hotels/${encodeURIComponent(hotelId)}/calendar-feeds`, feed);
  return data;
}
