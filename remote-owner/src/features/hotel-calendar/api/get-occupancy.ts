import { apiClient, type Occupancy } from '@ceylon/shared';

/** GET /api/hotels/{id}/occupancy?month=YYYY-MM: rooms booked, closed and free per night, with the month's figures. */
export async function getOccupancy(hotelId: string, month: string): Promise<Occupancy> {
  const { data } = await apiClient.get<Occupancy>(`/hotels/${encodeURIComponent(hotelId)}/occupancy`, { params: { month } });
  return data;
}
