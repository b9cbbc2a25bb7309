import styled from 'styled-components';
import { ButtonLink } from '@ceylon/shared';
import { useAdminText } from '../../../texts';

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
  const text = useAdminText();
  return (
    <Actions aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">{text('admin.actions.title')}</h2>
      <ButtonLink to="/admin/UserManagement">{text('admin.actions.users')}</ButtonLink>
      <ButtonLink to="/admin/HotelManagement">{text('admin.actions.hotels')}</ButtonLink>
      <ButtonLink to="/create-hotel">{text('admin.actions.addHotel')}</ButtonLink>
      <ButtonLink to="/admin/outbox">{text('admin.actions.outbox')}</ButtonLink>
      <ButtonLink to="/admin/promotions">{text('admin.actions.promotions')}</ButtonLink>
      <ButtonLink to="/admin/exchange-rates">{text('admin.actions.rates')}</ButtonLink>
    </Actions>
  );
}
