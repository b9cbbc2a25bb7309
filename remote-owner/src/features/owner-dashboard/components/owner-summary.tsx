import styled from 'styled-components';
import { below, formatUsd, type OwnerTotals } from '@ceylon/shared';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
  ${below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  padding: 1.25rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.large};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  dd { margin: 0; font-size: 2rem; font-weight: 700; }
`;

/** The owner dashboard's three figures. */
export function OwnerSummary({ totals }: { totals: OwnerTotals }) {
  return (
    <Tiles>
      <Tile>
        <dt>Total Hotels</dt>
        <dd>{totals.totalHotels}</dd>
      </Tile>
      <Tile>
        <dt>Total Bookings</dt>
        <dd>{totals.totalBookings}</dd>
      </Tile>
      <Tile>
        <dt>Total Revenue</dt>
        <dd>{formatUsd(totals.totalRevenue)}</dd>
      </Tile>
    </Tiles>
  );
}
