import styled from 'styled-components';
import { formatUsd, StatusBadge, useRelativeTime, type Booking, type Hotel, type User } from '@ceylon/shared';
import { newest } from '../figures/admin-stats';
import { RecentList } from './recent-list';
import type { DashboardData } from '../hooks/use-dashboard-data';
import { roleName } from '../../../role-labels';
import { useAdminText } from '../../../texts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
  gap: 1.25rem;
`;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The five newest users, hotels and bookings, with how long ago each arrived. */
export function RecentActivity({ data, now }: { data: DashboardData; now: number }) {
  const text = useAdminText();
  // How long ago, in the page's language ("3 minutes ago", "මිනිත්තු 3කට පෙර").
  const ago = useRelativeTime();
  const nameOf = (person?: { firstName: string; lastName: string }) => (person ? fullName(person) : text('admin.recent.unknownGuest'));
  const users = newest<User>(data.users).map((user) => ({
    key: user.id,
    primary: nameOf(user),
    secondary: `${user.email} · ${roleName(text, user.role)}`,
    when: ago(user.createdAt, now),
  }));
  const hotels = newest<Hotel>(data.hotels).map((hotel) => ({
    key: hotel.id,
    primary: hotel.title,
    secondary: `${hotel.location} · ${text('admin.perNight', { price: formatUsd(hotel.price) })}`,
    when: ago(hotel.createdAt, now),
  }));
  const bookings = newest<Booking>(data.bookings).map((booking, index) => ({
    key: booking.id ?? String(index),
    primary: nameOf(booking.user),
    secondary: `${booking.reference ? `${booking.reference} · ` : ''}${booking.hotel?.title ?? text('admin.recent.hotel')} · ${formatUsd(booking.totalPrice)}`,
    when: ago(booking.createdAt, now),
    extra: <StatusBadge status={booking.status} />,
  }));

  return (
    <Columns>
      <RecentList name="users" title={text('admin.recent.users')} items={users} emptyText={text('admin.recent.noUsers')} />
      <RecentList name="hotels" title={text('admin.recent.hotels')} items={hotels} emptyText={text('admin.recent.noHotels')} />
      <RecentList name="bookings" title={text('admin.recent.bookings')} items={bookings} emptyText={text('admin.recent.noBookings')} />
    </Columns>
  );
}
