import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

/**
 * A labelled box of the search form; a `$wide` one has a row of its own (the form's column count
 * follows the text size, so a fixed span could force columns that do not fit).
 */
export const Field = styled.label<{ $wide?: boolean }>`
  display: grid;
  gap: 0.35rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  /* A grid item is at least as wide as its content by default: a number box would overflow its column. */
  min-width: 0;
  font-weight: 600;
  font-size: 0.9rem;
  input,
  select {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 400;
  }
`;

/** A box and what is wrong with it, kept outside its label so the box's name stays its label. */
const Cell = styled.div`
  display: grid;
  min-width: 0;
  gap: 0.35rem;
  align-content: start;
`;

/** What is wrong with a box, said beside it. */
const Problem = styled.span.attrs({ role: 'alert' })`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: 0.85rem;
`;

interface CheckedInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What is wrong with the box, or null; said beside it and tied to it as its description. */
  problem: string | null;
  problemId: string;
}

/** A labelled input box with what is wrong with it said beside it. */
export function CheckedInput({ label, problem, problemId, ...input }: CheckedInputProps) {
  return (
    <Cell>
      <Field>
        {label}
        <input {...input} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} />
      </Field>
      {problem && <Problem id={problemId}>{problem}</Problem>}
    </Cell>
  );
}

interface CountSelectProps {
  label: string;
  /** The box's name in the form, whatever the page's language. */
  name: string;
  /** A count as the box offers it ("2 guests"). */
  choice: (count: string) => string;
  max: number;
  value: string | undefined;
  onChange: (value: string) => void;
}

/** 1 to `max` of something, plus a count carried in by a link that is outside that, so the box shows it. */
export function CountSelect({ label, name, choice, max, value, onChange }: CountSelectProps) {
  const counts = Array.from({ length: max }, (_, index) => String(index + 1));
  const choices = value && !counts.includes(value) ? [...counts, value] : counts;
  return (
    <Field>
      {label}
      <select name={name} value={value || '1'} onChange={(event) => onChange(event.target.value)}>
        {choices.map((count) => (
          <option key={count} value={count}>
            {choice(count)}
          </option>
        ))}
      </select>
    </Field>
  );
}
