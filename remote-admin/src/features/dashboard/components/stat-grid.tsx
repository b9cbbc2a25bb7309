import styled from 'styled-components';
import { formatUsd, type AdminStats } from '@ceylon/shared';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  padding: 1.1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  dd { margin: 0; font-size: 1.75rem; font-weight: 700; overflow-wrap: anywhere; }
`;

/** The dashboard's six figures. */
export function StatGrid({ stats }: { stats: AdminStats }) {
  const tiles: [string, string][] = [
    ['Total Users', String(stats.totalUsers)],
    ['Total Hotels', String(stats.totalHotels)],
    ['Total Bookings', String(stats.totalBookings)],
    ['Total Revenue', formatUsd(stats.totalRevenue)],
    ['Average Rating', stats.averageRating.toFixed(1)],
    ['Booking Rate', `${stats.bookingRate}%`],
  ];
  return (
    <Grid>
      {tiles.map(([label, value]) => (
        <Tile key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Tile>
      ))}
    </Grid>
  );
}
