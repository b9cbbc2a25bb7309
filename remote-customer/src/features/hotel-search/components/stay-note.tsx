import styled from 'styled-components';
import { useCustomerText } from '../../../texts';

const Note = styled.p`
  margin: 1rem 0 0;
  padding: 0.6rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.small};
`;

interface Props {
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  rooms?: string;
}

/** The stay carried from a hero search: it goes on to the booking form with Book Now. */
export function StayNote({ checkIn, checkOut, guests, rooms }: Props) {
  const text = useCustomerText();
  const parts = [
    checkIn && checkOut ? text('customer.stayDates', { checkIn, checkOut }) : checkIn ? text('customer.stayNote.from', { checkIn }) : '',
    guests ? text('customer.guestCount', { count: guests }) : '',
    rooms ? text('customer.roomCount', { count: rooms }) : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <Note>{text('customer.stayNote.text', { parts: parts.join(' · ') })}</Note>;
}
