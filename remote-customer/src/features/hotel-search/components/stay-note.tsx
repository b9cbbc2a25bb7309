import styled from 'styled-components';

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

const plural = (count: string, word: string) => `${count} ${word}${count === '1' ? '' : 's'}`;

/** The stay carried from a hero search: it goes on to the booking form with Book Now. */
export function StayNote({ checkIn, checkOut, guests, rooms }: Props) {
  const parts = [
    checkIn && checkOut ? `${checkIn} to ${checkOut}` : checkIn ? `from ${checkIn}` : '',
    guests ? plural(guests, 'guest') : '',
    rooms ? plural(rooms, 'room') : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <Note>Your stay: {parts.join(' · ')}</Note>;
}
