import type { FormEvent } from 'react';
import styled from 'styled-components';
import { below, Button, type HotelSearch } from '@ceylon/shared';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: 1rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Field = styled.label<{ $wide?: boolean }>`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  font-size: 0.9rem;
  ${below('tablet')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
  input {
    min-height: 44px;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    font-weight: 400;
  }
`;

interface Props {
  search: HotelSearch;
  onChange: (patch: Partial<HotelSearch>) => void;
  /** The search is done (submitted, or the search box left): a moment worth remembering. */
  onCommit: (query: string) => void;
}

/** Search by name or location, and the price bounds. */
export function SearchFiltersForm({ search, onChange, onCommit }: Props) {
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
          type="number"
          name="minPrice"
          inputMode="numeric"
          min={0}
          step={1}
          value={search.minPrice ?? ''}
          onChange={(event) => onChange({ minPrice: event.target.value })}
        />
      </Field>
      <Field>
        Max price ($)
        <input
          type="number"
          name="maxPrice"
          inputMode="numeric"
          min={0}
          step={1}
          value={search.maxPrice ?? ''}
          onChange={(event) => onChange({ maxPrice: event.target.value })}
        />
      </Field>
      <Button type="submit">Search</Button>
    </Form>
  );
}
