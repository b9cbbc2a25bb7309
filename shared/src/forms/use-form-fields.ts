import { useState } from 'react';
import { focusFirstError, hasErrors, requireFields, type FieldErrors, type FieldMessages } from './validation';

/** The fields whose value is text (a box's, a select's), which `field` gives the props of. */
export type TextField<Values> = { [Key in keyof Values & string]: Values[Key] extends string ? Key : never }[keyof Values & string];

export interface FormFieldsOptions {
  /** False when the form leaves the focus where it is on a problem (it moves to the first by default). */
  focusProblem?: boolean;
  /**
   * Once checked, the problems follow the values as they change (the rules run again on each
   * change, and what `setErrors` set gives way to them).
   */
  recheck?: boolean;
}

/**
 * A form's values and problems: the props of each field (for a labelled field that shows its
 * `error`), and `check`, which runs `validate` over the values, shows what is wrong and moves focus
 * to the first such field. `validate` says its messages in the page's language (or gives what the
 * form says them from, `Problem`). A value may be one of a few words (a select's), typed as such in
 * `empty`, or not text at all (a checkbox's, a list's), which the form changes through `setValues`.
 */
export function useFormFields<Values extends object, Problem = string>(
  labels: Record<keyof Values, string>,
  empty: Values,
  validate: (values: Values) => FieldErrors<keyof Values & string, Problem>,
  { focusProblem = true, recheck = false }: FormFieldsOptions = {},
) {
  const [values, setValues] = useState(empty);
  const [found, setErrors] = useState<FieldErrors<keyof Values & string, Problem>>({});
  const [checked, setChecked] = useState(false);
  const errors = recheck && checked ? validate(values) : found;

  const field = (name: TextField<Values>) => ({
    name,
    label: labels[name],
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  /** True when the form may be sent; otherwise shows the problems on `form`. */
  const check = (form: HTMLFormElement) => {
    const problems = validate(values);
    setChecked(true);
    setErrors(problems);
    if (!hasErrors(problems)) return true;
    if (focusProblem) focusFirstError(form, problems);
    return false;
  };

  /** Back to `to` (the empty form by default), with no problems and not yet checked. */
  const reset = (to: Values = empty) => {
    setValues(to);
    setErrors({});
    setChecked(false);
  };

  return { values, setValues, errors, setErrors, field, check, reset };
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
