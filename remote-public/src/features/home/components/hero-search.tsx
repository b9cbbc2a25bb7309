import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { below, browseHotelsPath, Button, MAX_GUESTS, type HotelSearch } from '@ceylon/shared';
import { DateRangeField } from '@ceylon/shared/date-range';
import { usePublicText } from '../../../texts';

const MAX_ROOMS = 4;

const Strip = styled.form`
  display: grid;
  /* Place, the two dates and their calendar button, guests, rooms, BOOK NOW. */
  /* The dates, guests and rooms are at least as wide as their box and their label's longest word (Tamil's): the place gives way. */
  grid-template-columns: minmax(0, 2fr) repeat(2, minmax(min-content, 1.3fr)) auto repeat(2, minmax(min-content, 0.8fr)) auto;
  gap: 0.75rem;
  align-items: end;
  padding: 1rem;
  background: rgba(255, 255, 255, 0.97);
  border-radius: ${({ theme }) => theme.radius.large};
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

const DATE_IDS = { checkIn: 'hero-check-in', checkOut: 'hero-check-out' };

const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  label {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: #fff;
  }
  ${below('tablet')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

const Submit = styled(Button)`
  letter-spacing: 0.06em;
  ${below('tablet')} {
    grid-column: 1 / -1;
  }
`;

const range = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

/**
 * The hero search (docs/product.md §10.1: it really searches): Browse Hotels with the place, dates,
 * guests and rooms carried over. Browse Hotels is for signed-in users, so a visitor logs in first
 * and the shell's guard brings them back to this search.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const text = usePublicText();
  const [search, setSearch] = useState<Required<Pick<HotelSearch, 'q' | 'checkIn' | 'checkOut' | 'guests' | 'rooms'>>>({
    q: '',
    checkIn: '',
    checkOut: '',
    guests: '2',
    rooms: '1',
  });

  const set = (field: keyof typeof search) => (event: { target: { value: string } }) =>
    setSearch((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void navigate(browseHotelsPath(search));
  }

  return (
    <Strip role="search" aria-label={text('public.search.label')} onSubmit={handleSubmit}>
      <Field $wide>
        <label htmlFor="hero-place">{text('public.search.place')}</label>
        <input id="hero-place" type="search" placeholder={text('public.search.placeHint')} value={search.q} onChange={set('q')} />
      </Field>
      <DateRangeField
        checkIn={search.checkIn}
        checkOut={search.checkOut}
        onChange={(patch) => setSearch((current) => ({ ...current, ...patch }))}
        labels={{ checkIn: text('public.search.checkIn'), checkOut: text('public.search.checkOut') }}
        renderBox={({ which, label, input }) => (
          <Field>
            <label htmlFor={DATE_IDS[which]}>{label}</label>
            <input id={DATE_IDS[which]} {...input} />
          </Field>
        )}
        compactButton
      />
      <Field>
        <label htmlFor="hero-guests">{text('public.search.guests')}</label>
        <select id="hero-guests" value={search.guests} onChange={set('guests')}>
          {range(MAX_GUESTS).map((count) => (
            <option key={count}>{count}</option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor="hero-rooms">{text('public.search.rooms')}</label>
        <select id="hero-rooms" value={search.rooms} onChange={set('rooms')}>
          {range(MAX_ROOMS).map((count) => (
            <option key={count}>{count}</option>
          ))}
        </select>
      </Field>
      <Submit type="submit" $tone="brand">
        {text('public.search.submit')}
      </Submit>
    </Strip>
  );
}
