import styled from 'styled-components';
import { formatUsd, relativeTime, StatusBadge, type Booking, type Hotel, type User } from '@ceylon/shared';
import { newest } from '../figures/admin-stats';
import { RecentList } from './recent-list';
import type { DashboardData } from '../hooks/use-dashboard-data';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
  gap: 1.25rem;
`;

const roleLabels: Record<User['role'], string> = { user: 'User', admin: 'Admin', hotelOwner: 'Hotel Owner' };
const fullName = (person?: { firstName: string; lastName: string }) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'Unknown guest';

/** The five newest users, hotels and bookings, with how long ago each arrived. */
export function RecentActivity({ data, now }: { data: DashboardData; now: number }) {
  const users = newest<User>(data.users).map((user) => ({
    key: user.id,
    primary: fullName(user),
    secondary: `${user.email} · ${roleLabels[user.role] ?? user.role}`,
    when: relativeTime(user.createdAt, now),
  }));
  const hotels = newest<Hotel>(data.hotels).map((hotel) => ({
    key: hotel.id,
    primary: hotel.title,
    secondary: `${hotel.location} · ${formatUsd(hotel.price)} / night`,
    when: relativeTime(hotel.createdAt, now),
  }));
  const bookings = newest<Booking>(data.bookings).map((booking, index) => ({
    key: booking.id ?? String(index),
    primary: fullName(booking.user),
    secondary: `${booking.reference ? `${booking.reference} · ` : ''}${booking.hotel?.title ?? 'Hotel'} · ${formatUsd(booking.totalPrice)}`,
    when: relativeTime(booking.createdAt, now),
    extra: <StatusBadge status={booking.status} />,
  }));

  return (
    <Columns>
      <RecentList title="Recent Users" items={users} emptyText="No users yet." />
      <RecentList title="Recent Hotels" items={hotels} emptyText="No hotels yet." />
      <RecentList title="Recent Bookings" items={bookings} emptyText="No bookings yet." />
    </Columns>
  );
}
