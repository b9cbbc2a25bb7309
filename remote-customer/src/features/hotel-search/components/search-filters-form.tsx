import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, MAX_GUESTS, type HotelSearch } from '@ceylon/shared';
import { DateRangeField } from '@ceylon/shared/date-range';
import { MAX_ROOMS, SORTS } from '../search-plan';
import { CheckedInput, CountSelect, Field } from './search-field';
import { useCustomerText } from '../../../texts';

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
  const text = useCustomerText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCommit(search.q ?? '');
  };

  return (
    <Form role="search" aria-label={text('customer.search.label')} onSubmit={submit}>
      <Field $wide>
        {text('customer.search.query')}
        <input
          type="search"
          name="q"
          placeholder={text('customer.search.queryHint')}
          value={search.q ?? ''}
          onChange={(event) => onChange({ q: event.target.value })}
          onBlur={() => onCommit(search.q ?? '')}
        />
      </Field>
      <Field>
        {text('customer.search.minPrice')}
        <input
          {...PRICE_BOX}
          name="minPrice"
          value={search.minPrice ?? ''}
          onChange={(event) => onChange({ minPrice: event.target.value })}
        />
      </Field>
      <CheckedInput
        label={text('customer.search.maxPrice')}
        // planSearch says it in English (its tests read it); the box says it in the page's language.
        problem={priceProblem && text('customer.search.priceOrder')}
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
        labels={{ checkIn: text('customer.search.checkIn'), checkOut: text('customer.search.checkOut') }}
        buttonText={text('customer.search.calendar')}
        renderBox={({ which, label, input }) =>
          which === 'checkOut' ? <CheckedInput label={label} problem={dateProblem} problemId="stay-dates-problem" {...input} /> : undefined
        }
      />
      <CountSelect
        label={text('customer.guests')}
        name="guests"
        choice={(count) => text('customer.guestCount', { count })}
        max={MAX_GUESTS}
        value={search.guests}
        onChange={(guests) => onChange({ guests })}
      />
      <CountSelect
        label={text('customer.rooms')}
        name="rooms"
        choice={(count) => text('customer.roomCount', { count })}
        max={MAX_ROOMS}
        value={search.rooms}
        onChange={(rooms) => onChange({ rooms })}
      />
      <Field>
        {text('customer.search.sortBy')}
        <select
          name="sort"
          value={search.sort || 'recommended'}
          onChange={(event) => onChange({ sort: event.target.value === 'recommended' ? '' : event.target.value })}
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {text(sort.label)}
            </option>
          ))}
        </select>
      </Field>
      <Submit type="submit">{text('customer.search.submit')}</Submit>
    </Form>
  );
}
