import { Button, EntryList, StateMessage, type Closure } from '@ceylon/shared';
import { formatShortDate } from '../calendar-dates';

/** `2 Mar 2026 – 4 Mar 2026`, or the one night. */
export function closureRange(closure: Pick<Closure, 'firstNight' | 'lastNight'>): string {
  const first = formatShortDate(closure.firstNight);
  return closure.firstNight === closure.lastNight ? first : `${first} – ${formatShortDate(closure.lastNight)}`;
}

/** The hotel's current and coming closures, each with Reopen. */
export function ClosureList({ closures, onReopen }: { closures: Closure[]; onReopen: (closure: Closure) => void }) {
  if (closures.length === 0) return <StateMessage>No closed dates.</StateMessage>;
  return (
    <EntryList aria-label="Closed dates">
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
    </EntryList>
  );
}
