import { apiClient } from '@ceylon/shared';

/** Cancels one of the customer's confirmed bookings. */
export async function cancelBooking(id: string): Promise<void> {
  await apiClient.put(`/bookings/${encodeURIComponent(id)}/cancel`);
}
