import { useState } from 'react';
import { hotelsQuery, useQuery, type Booking, type Hotel, type User } from '@ceylon/shared';
import { chooseDashboardBookings } from '../figures/booking-sources';
import { allBookingsQuery } from '../api/get-all-bookings';
import { myBookingsFallbackQuery } from '../api/get-my-bookings';
import { usersQuery } from '../../../api/get-users';

export interface DashboardData {
  users: User[];
  hotels: Hotel[];
  bookings: Booking[];
}

export interface DashboardState {
  data: DashboardData;
  loading: boolean;
  /** Nothing could be loaded at all: the red banner of docs/product.md §8. */
  failed: boolean;
  /** When the figures were asked for (on opening, then on each refresh), for the relative times. */
  loadedAt: number;
  refresh: () => Promise<void>;
}

const empty: DashboardData = { users: [], hotels: [], bookings: [] };

/**
 * Users, hotels and bookings for the admin dashboard (docs/product.md §7): a failed users or hotels
 * read counts as empty; bookings come from all bookings, else my bookings, else the hotels. Each is
 * the query the other admin screens read, so a change made there shows here.
 */
export function useDashboardData(): DashboardState {
  const users = useQuery(usersQuery);
  const hotels = useQuery(hotelsQuery);
  const allBookings = useQuery(allBookingsQuery);
  // My bookings only when all bookings failed or came back empty.
  const needMine = allBookings.isError || allBookings.data?.length === 0;
  const myBookings = useQuery({ ...myBookingsFallbackQuery, enabled: needMine });
  const [loadedAt, setLoadedAt] = useState(Date.now);

  const reads = needMine ? [users, hotels, allBookings, myBookings] : [users, hotels, allBookings];
  // Nothing is shown until every read has answered once, so the figures never count half the site.
  const firstLoad = allBookings.isPending || reads.some((read) => read.isPending);
  const loading = firstLoad || reads.some((read) => read.isFetching);

  const refresh = async () => {
    const [, , all] = await Promise.all([users.refetch(), hotels.refetch(), allBookings.refetch()]);
    if (all.isError || all.data?.length === 0) await myBookings.refetch();
    setLoadedAt(Date.now());
  };

  return {
    data: firstLoad
      ? empty
      : {
          users: users.data ?? [],
          hotels: hotels.data ?? [],
          bookings: chooseDashboardBookings({
            allBookings: allBookings.data,
            myBookings: needMine ? myBookings.data : undefined,
            hotels: hotels.data ?? [],
          }),
        },
    loading,
    failed: !loading && users.isError && hotels.isError && allBookings.isError && myBookings.isError,
    loadedAt,
    refresh,
  };
}
