import { useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_WEEKEND_NIGHTS,
  isIsoDate,
  MAX_MIN_NIGHTS,
  MAX_NIGHT_PRICE,
  todayInColombo,
  ISO_WEEKDAYS,
  SmallForm,
  FormOptional,
  FormWide,
  useCheckedSubmit,
  usePageLanguage,
  useSharedText,
  type Season,
  type SeasonRequest,
} from '@ceylon/shared';
import { useOwnerText, type OwnerMessage } from '../../../texts';
import { weekdayName } from '../calendar-dates';
import { FormEnd } from './form-end';

const Nights = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  legend {
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.35rem;
    font-weight: 400;
  }
  input {
    width: auto;
    min-height: 24px;
  }
`;

interface Draft {
  name: string;
  firstNight: string;
  lastNight: string;
  price: string;
  weekendPrice: string;
  weekendNights: number[];
  minNights: string;
}

const EMPTY: Draft = {
  name: '',
  firstNight: '',
  lastNight: '',
  price: '',
  weekendPrice: '',
  weekendNights: [...DEFAULT_WEEKEND_NIGHTS],
  minNights: '1',
};

const draftOf = (season: Season): Draft => ({
  name: season.name,
  firstNight: season.firstNight,
  lastNight: season.lastNight,
  price: String(season.price),
  weekendPrice: season.weekendPrice === null ? '' : String(season.weekendPrice),
  weekendNights: season.weekendNights,
  minNights: String(season.minNights),
});

const isPrice = (text: string) => text.trim() !== '' && Number(text) >= 0 && Number(text) <= MAX_NIGHT_PRICE;

/** What is wrong with the season, in the order a person fills it in; null when nothing is. */
export function seasonProblem(draft: Draft, today: string): OwnerMessage | null {
  if (!draft.name.trim()) return { id: 'owner.seasonForm.needName' };
  if (!draft.firstNight || !draft.lastNight) return { id: 'owner.seasonForm.needNights' };
  if (!isIsoDate(draft.firstNight) || !isIsoDate(draft.lastNight)) return { id: 'owner.problem.nightDates' };
  if (draft.lastNight < draft.firstNight) return { id: 'owner.problem.lastBeforeFirst' };
  if (draft.lastNight < today) return { id: 'owner.seasonForm.over' };
  if (!isPrice(draft.price)) return { id: 'owner.seasonForm.badPrice' };
  if (draft.weekendPrice.trim() && !isPrice(draft.weekendPrice)) return { id: 'owner.seasonForm.badWeekendPrice' };
  if (draft.weekendPrice.trim() && draft.weekendNights.length === 0) return { id: 'owner.seasonForm.needWeekendNights' };
  const minNights = Number(draft.minNights);
  if (!Number.isInteger(minNights) || minNights < 1 || minNights > MAX_MIN_NIGHTS) {
    return { id: 'owner.seasonForm.badMinNights', values: { max: MAX_MIN_NIGHTS } };
  }
  return null;
}

function requestOf(draft: Draft): SeasonRequest {
  return {
    name: draft.name.trim(),
    firstNight: draft.firstNight,
    lastNight: draft.lastNight,
    price: Number(draft.price),
    weekendPrice: draft.weekendPrice.trim() ? Number(draft.weekendPrice) : null,
    ...(draft.weekendNights.length > 0 && { weekendNights: draft.weekendNights }),
    minNights: Number(draft.minNights),
  };
}

interface Props {
  /** The season being changed; a new one without. */
  editing?: Season;
  /** Resolves true when saved: the form then empties. */
  onSave: (request: SeasonRequest, seasonId?: string) => Promise<boolean>;
  onCancelEdit?: () => void;
  today?: string;
}

/** Add a season, or change the one being edited: name, nights, prices, weekend nights and minimum stay. */
export function SeasonForm({ editing, onSave, onCancelEdit, today = todayInColombo() }: Props) {
  const text = useOwnerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : EMPTY));
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const { invalid, submit, ...checked } = useCheckedSubmit(
    () => seasonProblem(draft, today),
    () => onSave(requestOf(draft), editing?.id),
    () => {
      setDraft(EMPTY);
      onCancelEdit?.();
    },
  );
  const toggleNight = (day: number) =>
    change({
      weekendNights: draft.weekendNights.includes(day)
        ? draft.weekendNights.filter((d) => d !== day)
        : [...draft.weekendNights, day].sort((a, b) => a - b),
    });

  return (
    <SmallForm
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? text('owner.seasonForm.changeLabel', { name: editing.name }) : text('owner.seasons.add')}
    >
      <FormWide as="label">
        {text('owner.name')}
        <input type="text" name="name" maxLength={60} value={draft.name} onChange={(e) => change({ name: e.target.value })} {...invalid} />
      </FormWide>
      <label>
        {text('owner.firstNight')}
        <input
          type="date"
          name="firstNight"
          value={draft.firstNight}
          onChange={(e) => change({ firstNight: e.target.value })}
          {...invalid}
        />
      </label>
      <label>
        {text('owner.lastNight')}
        <input
          type="date"
          name="lastNight"
          min={draft.firstNight || today}
          value={draft.lastNight}
          onChange={(e) => change({ lastNight: e.target.value })}
          {...invalid}
        />
      </label>
      <label>
        {text('owner.seasonForm.price')}
        <input
          type="number"
          name="price"
          min={0}
          step={0.01}
          value={draft.price}
          onChange={(e) => change({ price: e.target.value })}
          {...invalid}
        />
      </label>
      <label>
        <span>
          {text('owner.seasonForm.weekendPrice')} <FormOptional>{text('owner.optional')}</FormOptional>
        </span>
        <input
          type="number"
          name="weekendPrice"
          min={0}
          step={0.01}
          value={draft.weekendPrice}
          onChange={(e) => change({ weekendPrice: e.target.value })}
          {...invalid}
        />
      </label>
      <Nights>
        <legend>{text('owner.seasonForm.weekendNights')}</legend>
        {ISO_WEEKDAYS.map((day) => (
          <label key={day}>
            <input type="checkbox" checked={draft.weekendNights.includes(day)} onChange={() => toggleNight(day)} />
            {weekdayName(day, language, sharedText)}
          </label>
        ))}
      </Nights>
      <label>
        {text('owner.seasonForm.minNights')}
        <input
          type="number"
          name="minNights"
          min={1}
          max={MAX_MIN_NIGHTS}
          step={1}
          value={draft.minNights}
          onChange={(e) => change({ minNights: e.target.value })}
          {...invalid}
        />
      </label>
      <FormEnd
        checked={checked}
        label={editing ? 'owner.seasonForm.save' : 'owner.seasonForm.add'}
        savingLabel="owner.saving"
        onCancel={editing ? onCancelEdit : undefined}
      />
    </SmallForm>
  );
}
