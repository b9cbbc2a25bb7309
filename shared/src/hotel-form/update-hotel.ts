import { apiClient } from '../api/api-client';
import type { HotelFormPayload } from './hotel-form-values';

/** PUT /api/hotels/{id}: the hotel's owner or an admin (the owner's My Hotels and the admin's list). */
export async function updateHotel(id: string, hotel: HotelFormPayload): Promise<void> {
  await apiClient.put(`/hotels/${encodeURIComponent(id)}`, hotel);
}
