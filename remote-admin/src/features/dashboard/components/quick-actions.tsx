import styled from 'styled-components';
import { ButtonLink } from '@ceylon/shared';

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 2rem;
  h2 {
    flex-basis: 100%;
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** Shortcuts to the admin's other screens. */
export function QuickActions() {
  return (
    <Actions aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">Quick Actions</h2>
      <ButtonLink to="/admin/UserManagement">Manage Users</ButtonLink>
      <ButtonLink to="/admin/HotelManagement">Manage Hotels</ButtonLink>
      <ButtonLink to="/create-hotel">Add Hotel</ButtonLink>
      <ButtonLink to="/admin/outbox">Mail Outbox</ButtonLink>
    </Actions>
  );
}
