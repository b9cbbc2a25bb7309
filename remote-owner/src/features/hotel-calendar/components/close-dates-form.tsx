import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { below, Button, isIsoDate, todayInColombo } from '@ceylon/shared';
import type { ClosureRequest } from '../api/create-closure';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.85rem 1rem;
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What is wrong with the two nights, in the order a person fills them in; null when nothing is. */
export function closureProblem(firstNight: string, lastNight: string, today: string): string | null {
  if (!firstNight || !lastNight) return 'Choose the first and last night to close';
  if (!isIsoDate(firstNight) || !isIsoDate(lastNight)) return 'Nights must be dates such as 2026-03-01';
  if (firstNight < today) return 'The first night cannot be in the past';
  if (lastNight < firstNight) return 'The last night cannot be before the first night';
  return null;
}

interface Props {
  /** Resolves true when the dates were closed: the form then empties. */
  onClose: (request: ClosureRequest) => Promise<boolean>;
  today?: string;
}

/**
 * Close dates: first and last night (both closed) and an optional reason. Two plain date boxes: the
 * shared stay picker wants check-out after check-in, while a closure may be a single night.
 */
export function CloseDatesForm({ onClose, today = todayInColombo() }: Props) {
  const id = useId();
  const [firstNight, setFirstNight] = useState('');
  const [lastNight, setLastNight] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = closureProblem(firstNight, lastNight, today);
    setProblem(found);
    if (found) return;
    setSaving(true);
    const closed = await onClose({ firstNight, lastNight, ...(reason.trim() ? { reason: reason.trim() } : {}) });
    setSaving(false);
    if (closed) {
      setFirstNight('');
      setLastNight('');
      setReason('');
    }
  };

  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  return (
    <Form noValidate onSubmit={submit} aria-label="Close dates">
      <label>
        First night
        <input type="date" name="firstNight" min={today} value={firstNight} onChange={(e) => setFirstNight(e.target.value)} {...invalid} />
      </label>
      <label>
        Last night
        <input
          type="date"
          name="lastNight"
          min={firstNight || today}
          value={lastNight}
          onChange={(e) => setLastNight(e.target.value)}
          {...invalid}
        />
      </label>
      <Wide as="label">
        <span>
          Reason <Optional>(optional)</Optional>
        </span>
        <input type="text" name="reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Wide>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <Wide>
        <Button type="submit" disabled={saving}>
          {saving ? 'Closing…' : 'Close dates'}
        </Button>
      </Wide>
    </Form>
  );
}
