import {
  Button,
  EntryList,
  formatUsd,
  StateMessage,
  usePageLanguage,
  useSharedText,
  type Language,
  type Season,
  type SharedTranslate,
} from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { listOf, weekdayName } from '../calendar-dates';
import { closureRange } from './closure-list';

/** "$210.00 a night, $240.00 on Fri and Sat nights; 2 nights at least". */
export function seasonPrices(
  season: Season,
  text: ReturnType<typeof useOwnerText>,
  language: Language,
  sharedText: SharedTranslate,
): string {
  const price = formatUsd(season.price);
  const prices =
    season.weekendPrice === null
      ? text('owner.seasons.price', { price })
      : text('owner.seasons.priceWeekend', {
          price,
          weekendPrice: formatUsd(season.weekendPrice),
          nights: listOf(
            season.weekendNights.map((day) => weekdayName(day, language, sharedText, true)),
            language,
            sharedText,
          ),
        });
  return season.minNights > 1 ? text('owner.seasons.minimum', { prices, count: season.minNights }) : prices;
}

interface Props {
  seasons: Season[];
  onEdit: (season: Season) => void;
  onRemove: (season: Season) => void;
}

/** The hotel's current and coming seasons, each with Edit and Remove. */
export function SeasonList({ seasons, onEdit, onRemove }: Props) {
  const text = useOwnerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  if (seasons.length === 0) return <StateMessage>{text('owner.seasons.none')}</StateMessage>;
  return (
    <EntryList aria-label={text('owner.seasons.listLabel')}>
      {seasons.map((season) => (
        <li key={season.id}>
          <p>
            <strong>
              {season.name}: {closureRange(season, language, sharedText)}
            </strong>
            <small>{seasonPrices(season, text, language, sharedText)}</small>
          </p>
          <span>
            <Button
              type="button"
              $tone="outline"
              onClick={() => onEdit(season)}
              aria-label={text('owner.editNamed', { name: season.name })}
            >
              {text('owner.edit')}
            </Button>{' '}
            <Button
              type="button"
              $tone="danger"
              onClick={() => onRemove(season)}
              aria-label={text('owner.removeNamed', { name: season.name })}
            >
              {text('owner.remove')}
            </Button>
          </span>
        </li>
      ))}
    </EntryList>
  );
}
