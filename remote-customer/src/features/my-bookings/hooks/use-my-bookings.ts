import { useQuery } from '@ceylon/shared';
import { myBookingsQuery } from '../api/get-my-bookings';

/** The customer's bookings. A failed load is only logged and the list stays empty (docs/product.md §8). */
export function useMyBookings() {
  const query = useQuery(myBookingsQuery());
  return { bookings: query.data ?? [], loading: query.isPending };
}
