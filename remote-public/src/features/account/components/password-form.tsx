import type { FormEvent } from 'react';
import { Button, newPasswordErrors, useFormFields, type FieldErrors } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { usePublicText } from '../../../texts';
import { usePasswordMessages } from '../../../components/form-messages';
import { useChangePassword } from '../hooks/use-account-forms';
import { AccountPanel, FieldGrid } from './account-panel';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice; other devices are signed out, this one stays. */
export function PasswordForm() {
  const text = usePublicText();
  const passwordMessages = usePasswordMessages();
  const labels: Record<Field, string> = {
    currentPassword: text('public.account.password.current'),
    newPassword: text('public.account.password.new'),
    confirmPassword: text('public.account.password.again'),
  };
  const problemsOf = (values: Record<Field, string>): FieldErrors<Field> => {
    const { password, again } = newPasswordErrors(values.newPassword, values.confirmPassword, passwordMessages);
    return {
      ...(!values.currentPassword && { currentPassword: text('public.account.password.needCurrent') }),
      ...(password && { newPassword: password }),
      ...(again && { confirmPassword: again }),
    };
  };
  const { values, setValues, field: formField, check } = useFormFields(labels, EMPTY, problemsOf);
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
    <AccountPanel title={text('public.account.password.title')} intro={text('public.account.password.intro')}>
      <FieldGrid noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={text('public.account.password.title')}>
        <FormField {...field('currentPassword')} />
        <FormField {...field('newPassword')} />
        <FormField {...field('confirmPassword')} />
        <Button type="submit" $tone="brand" disabled={saving} aria-busy={saving}>
          {saving ? text('public.account.saving') : text('public.account.password.submit')}
        </Button>
      </FieldGrid>
    </AccountPanel>
  );
}
