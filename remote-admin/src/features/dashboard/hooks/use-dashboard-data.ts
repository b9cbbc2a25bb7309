import { useCallback, useEffect, useState } from 'react';
import { fetchHotels, type Booking, type Hotel, type User } from '@ceylon/shared';
import { chooseDashboardBookings } from '../figures/booking-sources';
import { getAllBookings } from '../api/get-all-bookings';
import { getMyBookings } from '../api/get-my-bookings';
import { getUsers } from '../../../api/get-users';

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
  /** When the figures were loaded, for the relative times. */
  loadedAt: number;
  refresh: () => Promise<void>;
}

/** The list a call returned, or `undefined` when it failed. */
const settle = <T>(request: Promise<T[]>): Promise<T[] | undefined> =>
  request.catch((error: unknown) => {
    console.error('Admin dashboard call failed', error);
    return undefined;
  });

const empty: DashboardData = { users: [], hotels: [], bookings: [] };

/**
 * Users, hotels and bookings for the admin dashboard (docs/product.md §7): a failed users or hotels
 * call counts as empty; bookings come from all bookings, else my bookings, else the hotels.
 */
export function useDashboardData(): DashboardState {
  const [data, setData] = useState<DashboardData>(empty);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [loadedAt, setLoadedAt] = useState(() => Date.now());

  const refresh = useCallback(async () => {
    setLoading(true);
    const [users, hotels, allBookings] = await Promise.all([settle(getUsers()), settle(fetchHotels()), settle(getAllBookings())]);
    const myBookings = allBookings && allBookings.length > 0 ? undefined : await settle(getMyBookings());
    const nothingLoaded = !users && !hotels && !allBookings && !myBookings;

    setData({
      users: users ?? [],
      hotels: hotels ?? [],
      bookings: chooseDashboardBookings({ allBookings, myBookings, hotels: hotels ?? [] }),
    });
    setFailed(nothingLoaded);
    setLoadedAt(Date.now());
    setLoading(false);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { data, loading, failed, loadedAt, refresh };
}
