import styled from 'styled-components';
import type { ClosureConflict } from '@ceylon/shared';
import { formatShortDate } from '../calendar-dates';

const Box = styled.div`
  margin-top: 1rem;
  padding: 0.85rem 1rem;
  border-left: 5px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fdecea;
  p {
    margin: 0 0 0.5rem;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

/** Why the dates could not be closed: the API's message and the stays in the way. */
export function ClosureConflictNotice({ conflict }: { conflict: ClosureConflict }) {
  return (
    <Box role="alert">
      <p>{conflict.message}</p>
      <ul aria-label="Stays on these dates">
        {conflict.stays.map((stay) => (
          <li key={stay.id}>
            {stay.reference} · {stay.guestName} · {formatShortDate(stay.checkIn)} – {formatShortDate(stay.checkOut)}
            {stay.rooms > 1 ? ` · ${stay.rooms} rooms` : ''}
          </li>
        ))}
      </ul>
    </Box>
  );
}
