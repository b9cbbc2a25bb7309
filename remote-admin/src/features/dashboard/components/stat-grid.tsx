import styled from 'styled-components';
import { below, formatUsd, type AdminStats } from '@ceylon/shared';

/** Six figures in full rows: 3 × 2 on wide screens, 2 × 3 on tablets and phones (no lone tile). */
const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('phone')} {
    gap: 0.75rem;
  }
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
  ${below('phone')} {
    padding: 0.9rem 1rem;
    dd { font-size: 1.35rem; }
  }
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
