/**
 * Where the signed-in customer's bookings sit in the query cache: the list and each booking under
 * it. My Bookings reads them; a new booking, a cancellation or a review changes them, so the
 * features that write invalidate this key without reaching into the one that reads.
 */
export const customerBookingsKey = ['customer', 'bookings'] as const;
