import { useId, useState, type FormEvent } from 'react';

export interface CheckedSubmit<Message> {
  /** What the last check found wrong, shown under the form; null when nothing. */
  problem: Message | null;
  problemId: string;
  /** The attributes that tie the boxes to the problem while there is one. */
  invalid: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  saving: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * What a form's check found: a message for the whole form (in the area's own words, `Message`), or
 * null when nothing is wrong; a form checked field by field answers with `useFormFields`' `check`
 * instead, true when it may be sent (its problems are then shown under their fields).
 */
export type CheckFound<Message> = Message | null | boolean;

/**
 * A small form's submit: `check` first (its message shown, nothing sent), then `send`, the button
 * disabled meanwhile; `reset` empties the form when `send` resolves true.
 */
export function useCheckedSubmit<Message>(
  check: (form: HTMLFormElement) => CheckFound<Message>,
  send: () => Promise<boolean>,
  reset: () => void,
): CheckedSubmit<Message> {
  const problemId = `${useId()}-problem`;
  const [problem, setProblem] = useState<Message | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(event.currentTarget);
    setProblem(typeof found === 'boolean' ? null : found);
    if (found !== null && found !== true) return;
    setSaving(true);
    const done = await send();
    setSaving(false);
    if (done) reset();
  };

  return { problem, problemId, invalid: problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {}, saving, submit };
}
