import styled from 'styled-components';
import { Button, StateMessage, type Closure } from '@ceylon/shared';
import { formatShortDate } from '../calendar-dates';

/** A list of date ranges with their actions (closures, seasons). */
export const DateRangeList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.6rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  p {
    margin: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** `2 Mar 2026 – 4 Mar 2026`, or the one night. */
export function closureRange(closure: Pick<Closure, 'firstNight' | 'lastNight'>): string {
  const first = formatShortDate(closure.firstNight);
  return closure.firstNight === closure.lastNight ? first : `${first} – ${formatShortDate(closure.lastNight)}`;
}

/** The hotel's current and coming closures, each with Reopen. */
export function ClosureList({ closures, onReopen }: { closures: Closure[]; onReopen: (closure: Closure) => void }) {
  if (closures.length === 0) return <StateMessage>No closed dates.</StateMessage>;
  return (
    <DateRangeList aria-label="Closed dates">
      {closures.map((closure) => (
        <li key={closure.id}>
          <p>
            <strong>{closureRange(closure)}</strong>
            {closure.reason && <small>{closure.reason}</small>}
          </p>
          <Button type="button" $tone="outline" onClick={() => onReopen(closure)} aria-label={`Reopen ${closureRange(closure)}`}>
            Reopen
          </Button>
        </li>
      ))}
    </DateRangeList>
  );
}
