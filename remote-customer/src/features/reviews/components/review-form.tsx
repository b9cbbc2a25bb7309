import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  errorMessage,
  fieldProblem,
  MAX_REVIEW_LENGTH,
  MAX_REVIEW_RATING,
  RATING_LABELS,
  textLength,
  type ReviewRequest,
} from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

/** The most characters a review takes, as the form says it. */
const MAX_LENGTH_TEXT = MAX_REVIEW_LENGTH.toLocaleString('en-US');

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Ratings = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.4rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: #e8f5ec;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TextField = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  textarea {
    min-height: 9rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
    resize: vertical;
  }
`;

const Count = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export interface ReviewFormProps {
  initial?: ReviewRequest;
  submitLabel: string;
  onSubmit: (review: ReviewRequest) => Promise<void>;
  onCancel: () => void;
}

interface Problems {
  rating?: string;
  body?: string;
  form?: string;
}

function check(rating: number | null, body: string, text: ReturnType<typeof useCustomerText>): Problems {
  const problems: Problems = {};
  if (rating === null) problems.rating = text('customer.review.ratingRequired');
  if (body.trim() === '') problems.body = text('customer.review.textRequired');
  else if (textLength(body) > MAX_REVIEW_LENGTH) problems.body = text('customer.review.tooLong', { max: MAX_LENGTH_TEXT });
  return problems;
}

/** A rating from 1 to 5 (a radio group with words) and the guest's text with a running count. */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const text = useCustomerText();
  const id = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [body, setBody] = useState(initial?.body ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const firstRating = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const length = textLength(body);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(rating, body, text);
    setProblems(found);
    if (found.rating) firstRating.current?.focus();
    else if (found.body) textArea.current?.focus();
    if (found.rating || found.body || rating === null) return;
    setSaving(true);
    try {
      await onSubmit({ rating, body: body.trim() });
    } catch (error: unknown) {
      console.error('Failed to save the review', error);
      const onRating = fieldProblem(error, 'rating');
      const onBody = fieldProblem(error, 'body');
      setProblems(
        onRating || onBody ? { rating: onRating, body: onBody } : { form: errorMessage(error, text('customer.review.saveFailed')) },
      );
      setSaving(false);
    }
  }

  const describedBy = [`${id}-count`, problems.body && `${id}-body-problem`].filter(Boolean).join(' ');
  return (
    <Form aria-label={text('customer.review.form')} noValidate onSubmit={(event) => void submit(event)}>
      <Ratings aria-describedby={problems.rating ? `${id}-rating-problem` : undefined}>
        <legend>{text('customer.review.rating')}</legend>
        <Choices>
          {Array.from({ length: MAX_REVIEW_RATING }, (_, i) => i + 1).map((value) => (
            <Choice key={value}>
              <input
                ref={value === 1 ? firstRating : undefined}
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                aria-invalid={problems.rating ? true : undefined}
                onChange={() => setRating(value)}
              />
              {value} – {RATING_LABELS[value]}
            </Choice>
          ))}
        </Choices>
        {problems.rating && (
          <Problem id={`${id}-rating-problem`} role="alert">
            {problems.rating}
          </Problem>
        )}
      </Ratings>
      <TextField>
        <label htmlFor={`${id}-body`}>{text('customer.review.form')}</label>
        <textarea
          ref={textArea}
          id={`${id}-body`}
          value={body}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setBody(event.target.value)}
        />
        <Count id={`${id}-count`} $over={length > MAX_REVIEW_LENGTH}>
          {text('customer.review.length', { length: length.toLocaleString('en-US'), max: MAX_LENGTH_TEXT })}
        </Count>
        {problems.body && (
          <Problem id={`${id}-body-problem`} role="alert">
            {problems.body}
          </Problem>
        )}
      </TextField>
      {problems.form && <Problem role="alert">{problems.form}</Problem>}
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? text('customer.review.saving') : submitLabel}
        </Button>
        <Button type="button" $tone="ghost" onClick={onCancel}>
          {text('customer.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
