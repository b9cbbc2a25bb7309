import type { FormEvent } from 'react';
import { Button } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useFormFields } from '../../../components/use-required-fields';
import { newPasswordErrors, type FieldErrors } from '../../../components/validation';
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
  const { values, setValues, field: formField, check } = useFormFields(LABELS, EMPTY, problemsOf);
  const { saving, problems, submit } = useChangePassword();

  const field = (name: Field) => {
    const props = formField(name);
    const autoComplete = name === 'currentPassword' ? 'current-password' : 'new-password';
    return { ...props, type: 'password', autoComplete, error: props.error ?? problems[name] };
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
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
