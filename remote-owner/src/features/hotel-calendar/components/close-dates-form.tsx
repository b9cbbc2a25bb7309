import { useState } from 'react';
import { isIsoDate, todayInColombo, SmallForm, FormOptional, FormWide, useCheckedSubmit } from '@ceylon/shared';
import { useOwnerText, type OwnerMessage } from '../../../texts';
import type { ClosureRequest } from '../api/create-closure';
import { FormEnd } from './form-end';

/** What is wrong with the two nights, in the order a person fills them in; null when nothing is. */
export function closureProblem(firstNight: string, lastNight: string, today: string): OwnerMessage | null {
  if (!firstNight || !lastNight) return { id: 'owner.closures.needNights' };
  if (!isIsoDate(firstNight) || !isIsoDate(lastNight)) return { id: 'owner.problem.nightDates' };
  if (firstNight < today) return { id: 'owner.closures.past' };
  if (lastNight < firstNight) return { id: 'owner.problem.lastBeforeFirst' };
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
  const text = useOwnerText();
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
    <SmallForm noValidate onSubmit={(event) => void submit(event)} aria-label={text('owner.closures.form')}>
      <label>
        {text('owner.firstNight')}
        <input type="date" name="firstNight" min={today} value={firstNight} onChange={(e) => setFirstNight(e.target.value)} {...invalid} />
      </label>
      <label>
        {text('owner.lastNight')}
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
          {text('owner.closures.reason')} <FormOptional>{text('owner.optional')}</FormOptional>
        </span>
        <input type="text" name="reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormWide>
      <FormEnd checked={checked} label="owner.closures.form" savingLabel="owner.closures.closing" />
    </SmallForm>
  );
}
