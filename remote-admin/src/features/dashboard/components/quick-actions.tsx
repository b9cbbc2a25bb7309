import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 2rem;
  h2 { flex-basis: 100%; margin: 0; font-size: 1.25rem; }
`;

const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.brandDark}; }
`;

/** Shortcuts to the admin's other screens. */
export function QuickActions() {
  return (
    <Actions aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">Quick Actions</h2>
      <Action to="/admin/UserManagement">Manage Users</Action>
      <Action to="/admin/HotelManagement">Manage Hotels</Action>
      <Action to="/create-hotel">Add Hotel</Action>
    </Actions>
  );
}
