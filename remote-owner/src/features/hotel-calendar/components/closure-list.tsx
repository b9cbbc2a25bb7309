import {
  Button,
  EntryList,
  StateMessage,
  usePageLanguage,
  useSharedText,
  type Closure,
  type Language,
  type SharedTranslate,
} from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { formatShortDate } from '../calendar-dates';

/** `2 Mar 2026 – 4 Mar 2026`, or the one night. */
export function closureRange(closure: Pick<Closure, 'firstNight' | 'lastNight'>, language: Language, sharedText: SharedTranslate): string {
  const first = formatShortDate(closure.firstNight, language, sharedText);
  return closure.firstNight === closure.lastNight ? first : `${first} – ${formatShortDate(closure.lastNight, language, sharedText)}`;
}

/** The hotel's current and coming closures, each with Reopen. */
export function ClosureList({ closures, onReopen }: { closures: Closure[]; onReopen: (closure: Closure) => void }) {
  const text = useOwnerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  if (closures.length === 0) return <StateMessage>{text('owner.closures.none')}</StateMessage>;
  return (
    <EntryList aria-label={text('owner.closures.listLabel')}>
      {closures.map((closure) => (
        <li key={closure.id}>
          <p>
            <strong>{closureRange(closure, language, sharedText)}</strong>
            {closure.reason && <small>{closure.reason}</small>}
          </p>
          <Button
            type="button"
            $tone="outline"
            onClick={() => onReopen(closure)}
            aria-label={text('owner.closures.reopenNamed', { range: closureRange(closure, language, sharedText) })}
          >
            {text('owner.closures.reopen')}
          </Button>
        </li>
      ))}
    </EntryList>
  );
}
