import { apiClient, queryOptions, type CalendarFeed } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';

/** GET /api/hotels/{id}/calendar-feeds: the calendars the hotel imports, with their last sync and conflicts. */
export async function getCalendarFeeds(hotelId: string, signal?: AbortSignal): Promise<CalendarFeed[]> {
  const { data } = await apiClient.get<CalendarFeed[]>(`/hotels/${encodeURIComponent(hotelId)}/calendar-feeds`, { signal });
  return Array.isArray(data) ? data : [];
}

export const calendarFeedsQuery = (hotelId: string) =>
  queryOptions({ queryKey: ownerKeys.ofHotel(hotelId, 'calendar-feeds'), queryFn: ({ signal }) => getCalendarFeeds(hotelId, signal) });
