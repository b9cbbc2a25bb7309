import { useState } from 'react';
import { focusFirstError, hasErrors, requireFields, type FieldErrors, type FieldMessages } from './validation';

/**
 * A form's values and problems: the props of each field (for a labelled field that shows its
 * `error`), and `check`, which runs `validate` over the values, shows what is wrong and moves focus
 * to the first such field (unless `focusProblem` is false: the form leaves the focus where it is).
 * `validate` says its messages in the page's language. A value may be one of a few words (a
 * select's), typed as such in `empty`.
 */
export function useFormFields<Values extends Record<string, string>>(
  labels: Record<keyof Values, string>,
  empty: Values,
  validate: (values: Values) => FieldErrors<keyof Values & string>,
  { focusProblem = true }: { focusProblem?: boolean } = {},
) {
  type Field = keyof Values & string;
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
    if (focusProblem) focusFirstError(form, found);
    return false;
  };

  return { values, setValues, errors, setErrors, field, check };
}

/**
 * A form whose fields are all required (docs/product.md §5), the e-mail field looking like an
 * address; `messages` are the area's words for it.
 */
export function useRequiredFields<Field extends string>(
  labels: Record<Field, string>,
  empty: Record<Field, string>,
  messages: FieldMessages,
  emailField?: NoInfer<Field>,
) {
  return useFormFields<Record<Field, string>>(labels, empty, (values) => requireFields(values, labels, emailField, messages));
}
