import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  errorMessage,
  fieldProblem,
  MAX_REVIEW_LENGTH,
  MAX_REVIEW_RATING,
  RATING_LABELS,
  textLength,
  useCheckedSubmit,
  useFormFields,
  type FieldErrors,
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

/** The form's values: the rating as its radio button's value ('' until one is chosen), and the text. */
type Values = { rating: string; body: string };

/** What is wrong with the rating and the text, in the page's language. */
function reviewProblems({ rating, body }: Values, text: ReturnType<typeof useCustomerText>): FieldErrors<keyof Values> {
  const problems: FieldErrors<keyof Values> = {};
  if (rating === '') problems.rating = text('customer.review.ratingRequired');
  if (body.trim() === '') problems.body = text('customer.review.textRequired');
  else if (textLength(body) > MAX_REVIEW_LENGTH) problems.body = text('customer.review.tooLong', { max: MAX_LENGTH_TEXT });
  return problems;
}

/** A rating from 1 to 5 (a radio group with words) and the guest's text with a running count. */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const text = useCustomerText();
  const id = useId();
  const labels: Record<keyof Values, string> = { rating: text('customer.review.rating'), body: text('customer.review.form') };
  const { values, field, errors, setErrors, check } = useFormFields<Values>(
    labels,
    { rating: initial ? String(initial.rating) : '', body: initial?.body ?? '' },
    (entered) => reviewProblems(entered, text),
  );
  // Why the server refused the review when it names no field.
  const [failure, setFailure] = useState<string>();
  const length = textLength(values.body);

  const send = async () => {
    try {
      await onSubmit({ rating: Number(values.rating), body: values.body.trim() });
      return true;
    } catch (error: unknown) {
      console.error('Failed to save the review', error);
      const onRating = fieldProblem(error, 'rating');
      const onBody = fieldProblem(error, 'body');
      setErrors({ ...(onRating && { rating: onRating }), ...(onBody && { body: onBody }) });
      if (!onRating && !onBody) setFailure(errorMessage(error, text('customer.review.saveFailed')));
      return false;
    }
  };
  const { saving, submit } = useCheckedSubmit(
    (form) => {
      setFailure(undefined);
      return check(form);
    },
    send,
    () => undefined,
  );
  const problems = { ...errors, form: failure };
  const rating = field('rating');
  const body = field('body');

  const describedBy = [`${id}-count`, problems.body && `${id}-body-problem`].filter(Boolean).join(' ');
  return (
    <Form aria-label={text('customer.review.form')} noValidate onSubmit={(event) => void submit(event)}>
      <Ratings aria-describedby={problems.rating ? `${id}-rating-problem` : undefined}>
        <legend>{rating.label}</legend>
        <Choices>
          {Array.from({ length: MAX_REVIEW_RATING }, (_, i) => i + 1).map((value) => (
            <Choice key={value}>
              <input
                type="radio"
                name={rating.name}
                value={value}
                checked={rating.value === String(value)}
                aria-invalid={problems.rating ? true : undefined}
                onChange={rating.onChange}
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
        <label htmlFor={`${id}-body`}>{body.label}</label>
        <textarea
          id={`${id}-body`}
          name={body.name}
          value={body.value}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={describedBy}
          onChange={body.onChange}
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
