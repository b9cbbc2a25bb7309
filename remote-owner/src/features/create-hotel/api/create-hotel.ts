import { apiClient, type Hotel, type HotelFormPayload } from '@ceylon/shared';

/** POST /api/hotels. */
export async function createHotel(hotel: HotelFormPayload): Promise<Hotel> {
  const { data } = await apiClient.post<Hotel>('/hotels', hotel);
  return data;
}
