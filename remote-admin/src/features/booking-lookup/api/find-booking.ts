import { apiClient, queryOptions, type Booking } from '@ceylon/shared';

/** GET /api/booking-references/:reference (admin): any case, the `CS-` optional. */
export async function findBookingByReference(reference: string, signal?: AbortSignal): Promise<Booking> {
  const { data } = await apiClient.get<Booking>(`/booking-references/${encodeURIComponent(reference)}`, { signal });
  return data;
}

/** The booking with a reference, as typed, as a query. */
export const bookingByReferenceQuery = (reference: string) =>
  queryOptions({
    queryKey: ['bookings', 'by-reference', reference] as const,
    queryFn: ({ signal }) => findBookingByReference(reference, signal),
  });
