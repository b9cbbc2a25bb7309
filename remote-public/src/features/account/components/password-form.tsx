import { useState, type FormEvent } from 'react';
import { Button } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { focusFirstError, hasErrors, newPasswordErrors, type FieldErrors } from '../../../components/validation';
import { useChangePassword } from '../hooks/use-account-forms';
import { AccountPanel, FieldGrid } from './account-panel';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'New password again',
};
function problemsOf(values: Record<Field, string>): FieldErrors<Field> {
  const { password, again } = newPasswordErrors(values.newPassword, values.confirmPassword);
  return {
    ...(!values.currentPassword && { currentPassword: 'Please enter your current password.' }),
    ...(password && { newPassword: password }),
    ...(again && { confirmPassword: again }),
  };
}

/** Current password, then the new one twice; other devices are signed out, this one stays. */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { saving, problems, submit } = useChangePassword();

  const field = (name: Field) => ({
    name,
    label: LABELS[name],
    required: true,
    type: 'password',
    autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
    value: values[name],
    error: errors[name] ?? problems[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsOf(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(event.currentTarget, found);
      return;
    }
    if (await submit({ currentPassword: values.currentPassword, newPassword: values.newPassword })) setValues(EMPTY);
  }

  return (
    <AccountPanel title="Change password" intro="Changing it signs you out on every other device.">
      <FieldGrid noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Change password">
        <FormField {...field('currentPassword')} />
        <FormField {...field('newPassword')} />
        <FormField {...field('confirmPassword')} />
        <Button type="submit" $tone="brand" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Change password'}
        </Button>
      </FieldGrid>
    </AccountPanel>
  );
}
