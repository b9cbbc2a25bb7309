import { useState } from 'react';
import { usePublicText } from '../texts';
import {
  focusFirstError,
  hasErrors,
  PASSWORD_MIN_LENGTH,
  requireFields,
  type FieldErrors,
  type FieldMessages,
  type PasswordMessages,
} from './validation';

/**
 * A form of this area: its values, the props of each FormField, and `check`, which runs `validate`
 * over the values, shows what is wrong and moves focus to the first such field.
 */
export function useFormFields<Field extends string>(
  labels: Record<Field, string>,
  empty: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const field = (name: Field) => ({
    name,
    label: labels[name],
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  /** True when the form may be sent; otherwise shows the problems on `form`. */
  const check = (form: HTMLFormElement) => {
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) return true;
    focusFirstError(form, found);
    return false;
  };

  return { values, setValues, field, check };
}

/** The shared rules' messages in the page's language. */
export function useFieldMessages(): FieldMessages {
  const text = usePublicText();
  return { required: (label) => text('public.form.required', { field: label.toLowerCase() }), email: text('public.form.email') };
}

/** The new-password rules' messages in the page's language. */
export function usePasswordMessages(): PasswordMessages {
  const text = usePublicText();
  return {
    enter: text('public.password.enter'),
    short: text('public.password.short', { min: PASSWORD_MIN_LENGTH }),
    again: text('public.password.again'),
    mismatch: text('public.password.mismatch'),
  };
}

/** A form whose fields are all required (docs/product.md §5), the e-mail field looking like an address. */
export function useRequiredFields<Field extends string>(
  labels: Record<Field, string>,
  empty: Record<Field, string>,
  emailField?: NoInfer<Field>,
) {
  const messages = useFieldMessages();
  return useFormFields(labels, empty, (values) => requireFields(values, labels, emailField, messages));
}
