import { useState } from 'react';
import { isIsoDate, todayInColombo, SmallForm, FormOptional, FormWide } from '@ceylon/shared';
import type { ClosureRequest } from '../api/create-closure';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import { FormEnd } from './form-end';

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
  const [firstNight, setFirstNight] = useState('');
  const [lastNight, setLastNight] = useState('');
  const [reason, setReason] = useState('');
  const { invalid, submit, ...checked } = useCheckedSubmit(
    () => closureProblem(firstNight, lastNight, today),
    () => onClose({ firstNight, lastNight, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    () => {
      setFirstNight('');
      setLastNight('');
      setReason('');
    },
  );

  return (
    <SmallForm noValidate onSubmit={(event) => void submit(event)} aria-label="Close dates">
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
      <FormWide as="label">
        <span>
          Reason <FormOptional>(optional)</FormOptional>
        </span>
        <input type="text" name="reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormWide>
      <FormEnd checked={checked} label={'Close dates'} savingLabel="Closing…" />
    </SmallForm>
  );
}
