import type { FieldMessages, PasswordMessages } from '@ceylon/shared';
import { usePublicText } from '../texts';

/** The form helpers' required-field messages, in the page's language. */
export function useFieldMessages(): FieldMessages {
  const text = usePublicText();
  return { required: (label) => text('public.form.required', { field: label.toLowerCase() }), email: text('public.form.email') };
}

/** What a new password typed twice is told, in the page's language. */
export function usePasswordMessages(): PasswordMessages {
  const text = usePublicText();
  return {
    needNew: text('public.password.needNew'),
    tooShort: (count) => text('public.password.tooShort', { count }),
    needAgain: text('public.password.needAgain'),
    notSame: text('public.password.notSame'),
  };
}
