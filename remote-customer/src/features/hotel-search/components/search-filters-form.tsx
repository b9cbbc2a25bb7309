import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, MAX_GUESTS, type HotelSearch } from '@ceylon/shared';
import { DateRangeField } from '@ceylon/shared/date-range';
import { MAX_ROOMS, SORTS } from '../search-plan';
import { CheckedInput, CountSelect, Field } from './search-field';

const Form = styled.form`
  display: grid;
  /* As many columns as fit at the text's size: six on a wide screen, one on a phone or at 200% text. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  align-items: start;
  gap: 1rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Submit = styled(Button)`
  align-self: end;
`;

const DATE_NAMES = { checkIn: 'checkIn', checkOut: 'checkOut' };

/** What both price boxes take: whole dollars, from 0. */
const PRICE_BOX = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

interface Props {
  search: HotelSearch;
  onChange: (patch: Partial<HotelSearch>) => void;
  /** The search is done (submitted, or the search box left): a moment worth remembering. */
  onCommit: (query: string) => void;
  priceProblem: string | null;
  dateProblem: string | null;
}

/** Name or location, the price bounds, the stay (dates, guests, rooms) and the order. */
export function SearchFiltersForm({ search, onChange, onCommit, priceProblem, dateProblem }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCommit(search.q ?? '');
  };

  return (
    <Form role="search" aria-label="Search hotels" onSubmit={submit}>
      <Field $wide>
        Search by name or location
        <input
          type="search"
          name="q"
          placeholder="e.g. Kandy or Galle Fort"
          value={search.q ?? ''}
          onChange={(event) => onChange({ q: event.target.value })}
          onBlur={() => onCommit(search.q ?? '')}
        />
      </Field>
      <Field>
        Min price ($)
        <input
          {...PRICE_BOX}
          name="minPrice"
          value={search.minPrice ?? ''}
          onChange={(event) => onChange({ minPrice: event.target.value })}
        />
      </Field>
      <CheckedInput
        label="Max price ($)"
        problem={priceProblem}
        problemId="max-price-problem"
        {...PRICE_BOX}
        name="maxPrice"
        value={search.maxPrice ?? ''}
        onChange={(event) => onChange({ maxPrice: event.target.value })}
      />
      <DateRangeField
        checkIn={search.checkIn ?? ''}
        checkOut={search.checkOut ?? ''}
        onChange={onChange}
        names={DATE_NAMES}
        field={Field}
        buttonText="Calendar"
        renderBox={({ which, label, input }) =>
          which === 'checkOut' ? <CheckedInput label={label} problem={dateProblem} problemId="stay-dates-problem" {...input} /> : undefined
        }
      />
      <CountSelect label="Guests" word="guest" max={MAX_GUESTS} value={search.guests} onChange={(guests) => onChange({ guests })} />
      <CountSelect label="Rooms" word="room" max={MAX_ROOMS} value={search.rooms} onChange={(rooms) => onChange({ rooms })} />
      <Field>
        Sort by
        <select
          name="sort"
          value={search.sort || 'recommended'}
          onChange={(event) => onChange({ sort: event.target.value === 'recommended' ? '' : event.target.value })}
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </Field>
      <Submit type="submit">Search</Submit>
    </Form>
  );
}
