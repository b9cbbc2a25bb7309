import { apiClient, type Booking, type BookingRequest } from '@ceylon/shared';

/**
 * POST /api/bookings. The key makes a repeat of the same request (a double click, a retry after
 * a lost answer) return the first booking instead of making a second one.
 */
export async function createBooking(request: BookingRequest, idempotencyKey: string): Promise<Booking> {
  const { data } = await apiClient.post<Booking>('/bookings', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
