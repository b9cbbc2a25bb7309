import { useId, useState, type FormEvent } from 'react';
import type { OwnerMessage } from '../../../texts';

export interface CheckedSubmit {
  /** What the last check found wrong, shown under the form; null when nothing. */
  problem: OwnerMessage | null;
  problemId: string;
  /** The attributes that tie the boxes to the problem while there is one. */
  invalid: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  saving: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * A small form's submit: `check` first (its message shown, nothing sent), then `send`, the button
 * disabled meanwhile; `reset` empties the form when `send` resolves true.
 */
export function useCheckedSubmit(check: () => OwnerMessage | null, send: () => Promise<boolean>, reset: () => void): CheckedSubmit {
  const problemId = `${useId()}-problem`;
  const [problem, setProblem] = useState<OwnerMessage | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) return;
    setSaving(true);
    const done = await send();
    setSaving(false);
    if (done) reset();
  };

  return { problem, problemId, invalid: problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {}, saving, submit };
}
