import { apiClient } from '@ceylon/shared';

/** DELETE /api/hotels/{id}/calendar-feeds/{feedId}: the nights it held are for sale again. */
export async function removeCalendarFeed(hotelId: string, feedId: string): Promise<void> {
  await apiClient.delete(`/hotels/${encodeURIComponent(hotelId)}/calendar-feeds/${encodeURIComponent(feedId)}`);
}
