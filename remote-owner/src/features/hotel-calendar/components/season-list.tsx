import { Button, EntryList, formatUsd, StateMessage, type Season } from '@ceylon/shared';
import { closureRange } from './closure-list';
import { NIGHT_NAMES } from './season-form';

/** "$210.00 a night, $240.00 on Fri and Sat nights; 2 nights at least". */
export function seasonPrices(season: Season): string {
  const weekend =
    season.weekendPrice === null
      ? ''
      : `, ${formatUsd(season.weekendPrice)} on ${season.weekendNights.map((day) => NIGHT_NAMES[day - 1]?.slice(0, 3)).join(' and ')} nights`;
  const minimum = season.minNights > 1 ? `; ${season.minNights} nights at least` : '';
  return `${formatUsd(season.price)} a night${weekend}${minimum}`;
}

interface Props {
  seasons: Season[];
  onEdit: (season: Season) => void;
  onRemove: (season: Season) => void;
}

/** The hotel's current and coming seasons, each with Edit and Remove. */
export function SeasonList({ seasons, onEdit, onRemove }: Props) {
  if (seasons.length === 0) return <StateMessage>No seasons: every night costs the hotel&apos;s price.</StateMessage>;
  return (
    <EntryList aria-label="Seasons">
      {seasons.map((season) => (
        <li key={season.id}>
          <p>
            <strong>
              {season.name}: {closureRange(season)}
            </strong>
            <small>{seasonPrices(season)}</small>
          </p>
          <span>
            <Button type="button" $tone="outline" onClick={() => onEdit(season)} aria-label={`Edit ${season.name}`}>
              Edit
            </Button>{' '}
            <Button type="button" $tone="danger" onClick={() => onRemove(season)} aria-label={`Remove ${season.name}`}>
              Remove
            </Button>
          </span>
        </li>
      ))}
    </EntryList>
  );
}
