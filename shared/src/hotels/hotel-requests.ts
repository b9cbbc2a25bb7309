import { apiClient } from '../api/api-client';
import type { Hotel } from '../domain';
import type { HotelFormPayload } from '../hotel-form';

/** POST /api/hotels (hotel owners and admins). */
export async function createHotel(hotel: HotelFormPayload): Promise<Hotel> {
  const { data } = await apiClient.post<Hotel>('/hotels', hotel);
  return data;
}

/** DELETE /api/hotels/{id} (the hotel's owner or an admin). */
export async function deleteHotel(id: string): Promise<void> {
  await apiClient.delete(`/hotels/${encodeURIComponent(id)}`);
}
