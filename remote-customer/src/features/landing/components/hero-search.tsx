import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { below, type HotelSearch } from '@ceylon/shared';
import { DateRangeField } from '@ceylon/shared/date-range';
import { useCustomerText } from '../../../texts';

const GUEST_CHOICES = [1, 2, 3, 4, 5];
const ROOM_CHOICES = [1, 2, 3, 4];

const Form = styled.form`
  display: grid;
  /* Place, the two dates and their calendar button, guests, rooms, BOOK NOW. */
  grid-template-columns: minmax(0, 1.6fr) repeat(2, minmax(0, 1.3fr)) auto repeat(2, minmax(0, 0.8fr)) auto;
  align-items: end;
  gap: 0.75rem;
  width: min(100%, 1100px);
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: rgba(255, 255, 255, 0.96);
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.colors.ink};
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    button[aria-haspopup='dialog'] {
      grid-column: 1 / -1;
    }
  }
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Field = styled.label<{ $wide?: boolean }>`
  display: grid;
  /* One column no wider than the field: a select is otherwise as wide as its longest option. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.3rem;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  text-align: left;
  /* A label's word wider than its column (Tamil's "guests") breaks rather than running into the next. */
  overflow-wrap: anywhere;
  ${below('tablet')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
  select,
  input {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: #fff;
    font-size: 0.95rem;
    font-weight: 400;
    text-transform: none;
    letter-spacing: normal;
  }
`;

const Submit = styled.button`
  min-height: 44px;
  padding: 0.6rem 1.4rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 800;
  letter-spacing: 0.05em;
  cursor: pointer;
  ${below('tablet')} {
    grid-column: 1 / -1;
  }
  &:hover {
    filter: brightness(1.05);
  }
`;

interface Props {
  onSearch: (search: HotelSearch) => void;
}

/**
 * The hero's search strip: place or hotel (typed: the page loads only the hotels it shows, so it
 * cannot list them all), dates, guests (1–5) and rooms (1–4).
 */
export function HeroSearch({ onSearch }: Props) {
  const [search, setSearch] = useState<Required<Pick<HotelSearch, 'q' | 'checkIn' | 'checkOut' | 'guests' | 'rooms'>>>({
    q: '',
    checkIn: '',
    checkOut: '',
    guests: '1',
    rooms: '1',
  });
  const text = useCustomerText();
  const set = (patch: Partial<typeof search>) => setSearch((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search);
  };

  return (
    <Form role="search" aria-label={text('customer.landing.searchLabel')} onSubmit={submit}>
      <Field $wide>
        {text('customer.landing.place')}
        <input
          type="search"
          placeholder={text('customer.landing.placeHint')}
          value={search.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </Field>
      <DateRangeField
        checkIn={search.checkIn}
        checkOut={search.checkOut}
        onChange={set}
        labels={{ checkIn: text('customer.landing.checkIn'), checkOut: text('customer.landing.checkOut') }}
        field={Field}
        compactButton
      />
      <Field>
        {text('customer.guests')}
        <select value={search.guests} onChange={(event) => set({ guests: event.target.value })}>
          {GUEST_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {text('customer.rooms')}
        <select value={search.rooms} onChange={(event) => set({ rooms: event.target.value })}>
          {ROOM_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </Field>
      <Submit type="submit">{text('customer.landing.submit')}</Submit>
    </Form>
  );
}
