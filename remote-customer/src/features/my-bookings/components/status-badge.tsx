import styled from 'styled-components';
import type { BookingStatus } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

const Badge = styled.span<{ $confirmed: boolean }>`
  display: inline-block;
  padding: 0.2rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $confirmed }) => ($confirmed ? theme.colors.success : theme.colors.danger)};
  color: #fff;
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: capitalize;
`;

/** In the customer's list: green for confirmed, red for every other status (docs/product.md §4). */
export function StatusBadge({ status }: { status?: BookingStatus }) {
  const text = useCustomerText();
  const confirmed = status === 'confirmed';
  return (
    <Badge $confirmed={confirmed} data-tone={confirmed ? 'green' : 'red'}>
      {status ? text('customer.bookings.status', { status }) : text('customer.bookings.statusUnknown')}
    </Badge>
  );
}
