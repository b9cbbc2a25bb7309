import { apiClient, type HotelFormPayload } from '@ceylon/shared';

/** POST /api/hotels. */
export async function createHotel(hotel: HotelFormPayload): Promise<void> {
  await apiClient.post('/hotels', hotel);
}
