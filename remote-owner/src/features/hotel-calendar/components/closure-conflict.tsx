import styled from 'styled-components';
import { usePageLanguage, useSharedText, type ClosureConflict } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
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
  const text = useOwnerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  return (
    <Box role="alert">
      <p>{conflict.message}</p>
      <ul aria-label={text('owner.closures.staysLabel')}>
        {conflict.stays.map((stay) => (
          <li key={stay.id}>
            {stay.reference} · {stay.guestName} · {formatShortDate(stay.checkIn, language, sharedText)} –{' '}
            {formatShortDate(stay.checkOut, language, sharedText)}
            {stay.rooms > 1 ? ` · ${text('owner.closures.stayRooms', { count: stay.rooms })}` : ''}
          </li>
        ))}
      </ul>
    </Box>
  );
}
