import { useState, type FormEvent } from 'react';
import { Button, focusFirstError, hasErrors, requireFields, type AccountChanges, type FieldErrors, type User } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { FormField } from '../../../components/form-field';
import { useFieldMessages } from '../../../components/form-messages';
import { useSaveProfile } from '../hooks/use-account-forms';
import { AccountPanel, FieldGrid } from './account-panel';

type Field = 'firstName' | 'lastName' | 'email';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Names and e-mail; a new e-mail asks for the current password. */
export function ProfileForm({ account: initial }: { account: User }) {
  const text = usePublicText();
  const fieldMessages = useFieldMessages();
  const labels: Record<Field, string> = {
    firstName: text('public.field.firstName'),
    lastName: text('public.field.lastName'),
    email: text('public.field.email'),
  };
  const [account, setAccount] = useState(initial);
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: initial.firstName,
    lastName: initial.lastName,
    email: initial.email,
  });
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field | 'currentPassword'>>({});
  const { saving, problems, save } = useSaveProfile((saved) => {
    setAccount(saved);
    setCurrentPassword('');
  });
  const emailChanged = !sameEmail(values.email, account.email);

  const field = (name: Field) => ({
    name,
    label: labels[name],
    required: true,
    value: values[name],
    error: errors[name] ?? problems[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field | 'currentPassword'> = requireFields(values, labels, 'email', fieldMessages);
    if (emailChanged && !found.email && !currentPassword) {
      found.currentPassword = text('public.account.details.needPassword');
    }
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(event.currentTarget, found);
      return;
    }
    const changes: AccountChanges = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    if (values.email.trim() !== account.email) changes.email = values.email.trim();
    if (emailChanged) changes.currentPassword = currentPassword;
    void save(changes);
  }

  return (
    <AccountPanel title={text('public.account.details.title')} intro={text('public.account.details.intro')}>
      <FieldGrid noValidate onSubmit={handleSubmit} aria-label={text('public.account.details.title')}>
        <FormField {...field('firstName')} autoComplete="given-name" />
        <FormField {...field('lastName')} autoComplete="family-name" />
        <FormField {...field('email')} type="email" autoComplete="email" />
        {emailChanged && (
          <FormField
            name="currentPassword"
            label={text('public.account.details.passwordForEmail')}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            error={errors.currentPassword ?? problems.currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        <Button type="submit" $tone="brand" disabled={saving} aria-busy={saving}>
          {saving ? text('public.account.saving') : text('public.account.details.save')}
        </Button>
      </FieldGrid>
    </AccountPanel>
  );
}
