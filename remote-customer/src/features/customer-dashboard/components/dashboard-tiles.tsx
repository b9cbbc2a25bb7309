import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { below } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.25rem;
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const tile = css`
  display: grid;
  gap: 0.35rem;
  height: 100%;
  padding: 1.4rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  strong {
    font-size: 1.15rem;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const TileLink = styled(Link)`
  ${tile}
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  &:hover strong {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const StaticTile = styled.div`
  ${tile}
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
`;

/** Browse Hotels, My Bookings and Rewards (static). */
export function DashboardTiles() {
  const text = useCustomerText();
  return (
    <Grid>
      <li>
        <TileLink to="/browse-hotels">
          <strong>{text('customer.browseHotels')}</strong>
          <span>{text('customer.dashboard.browseText')}</span>
        </TileLink>
      </li>
      <li>
        <TileLink to="/customer/my-bookings">
          <strong>{text('customer.myBookings')}</strong>
          <span>{text('customer.dashboard.bookingsText')}</span>
        </TileLink>
      </li>
      <li>
        <StaticTile>
          <strong>{text('customer.dashboard.rewards')}</strong>
          <span>{text('customer.dashboard.rewardsText')}</span>
        </StaticTile>
      </li>
    </Grid>
  );
}
