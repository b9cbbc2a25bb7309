/** Field name → message (or what the form makes one of, `Problem`), for the fields that are not valid. */
export type FieldErrors<Field extends string, Problem = string> = Partial<Record<Field, Problem>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** What the required-field rules say, in the page's language: each area passes its own words. */
export interface FieldMessages {
  /** A required field left empty, named by its label. */
  required: (label: string) => string;
  /** An e-mail field that does not look like an address. */
  email: string;
}

/**
 * The rules most forms share (docs/product.md §5): each listed field is required, and the e-mail
 * field must look like an address.
 */
export function requireFields<Field extends string>(
  values: Record<Field, string>,
  labels: Record<Field, string>,
  emailField: NoInfer<Field> | undefined,
  messages: FieldMessages,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(labels) as Field[]) {
    if (!values[field].trim()) errors[field] = messages.required(labels[field]);
  }
  if (emailField && !errors[emailField] && !isEmail(values[emailField])) {
    errors[emailField] = messages.email;
  }
  return errors;
}

/** A number above zero, as typed in a box (a rate, a price): not blank, not a word, not zero or less. */
export function isPositiveNumber(value: string) {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number > 0;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * Moves focus to the first field that failed, so keyboard and screen-reader users land on it; in a
 * group of radio buttons sharing the field's name, its first button.
 */
export function focusFirstError(form: HTMLFormElement, errors: object) {
  const [first] = Object.keys(errors);
  const named = first ? form.elements.namedItem(first) : null;
  const element = named instanceof Element ? named : named?.[0];
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The least password length of the server's policy (docs/product.md §5), said before the server
 * would (it also judges how guessable).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** What a new password typed twice may be told, in the page's language: each area passes its own words. */
export interface PasswordMessages {
  needNew: string;
  tooShort: (count: number) => string;
  needAgain: string;
  notSame: string;
}

/** A new password typed twice (reset, change): what is wrong with either entry. */
export function newPasswordErrors(password: string, again: string, messages: PasswordMessages): { password?: string; again?: string } {
  const errors: { password?: string; again?: string } = {};
  if (!password) errors.password = messages.needNew;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = messages.tooShort(PASSWORD_MIN_LENGTH);
  if (!again) errors.again = messages.needAgain;
  else if (password && again !== password) errors.again = messages.notSame;
  return errors;
}
