// The site's form helpers (docs/decisions/0039-forms.md): values and problems through
// useFormFields, the submit through useCheckedSubmit; each area passes its own words.
export {
  isEmail,
  isPositiveNumber,
  requireFields,
  hasErrors,
  focusFirstError,
  newPasswordErrors,
  PASSWORD_MIN_LENGTH,
  type FieldErrors,
  type FieldMessages,
  type PasswordMessages,
} from './validation';
export { useFormFields, useRequiredFields, type FormFieldsOptions } from './use-form-fields';
export { useCheckedSubmit, type CheckedSubmit, type CheckFound } from './use-checked-submit';
