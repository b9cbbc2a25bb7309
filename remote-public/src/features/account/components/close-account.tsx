import { useState, type FormEvent } from 'react';
import { Button } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { focusFirstError } from '../../../components/validation';
import { useCloseAccount } from '../hooks/use-account-forms';
import { AccountPanel, FieldGrid } from './account-panel';

/** A customer closes their own account, after the site's confirm dialog. */
export function CloseAccount() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string>();
  const { closing, problems, submit } = useCloseAccount();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!currentPassword) {
      setError('Please enter your current password.');
      focusFirstError(event.currentTarget, { closeAccountPassword: true });
      return;
    }
    setError(undefined);
    void submit(currentPassword);
  }

  return (
    <AccountPanel
      title="Close account"
      danger
      intro="Stays that have not begun are cancelled and their rooms given back. Your past bookings stay on record for the hotels. You cannot undo this."
    >
      <FieldGrid noValidate onSubmit={handleSubmit} aria-label="Close account">
        <FormField
          name="closeAccountPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          error={error ?? problems.currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <Button type="submit" $tone="danger" disabled={closing} aria-busy={closing}>
          {closing ? 'Closing...' : 'Close my account'}
        </Button>
      </FieldGrid>
    </AccountPanel>
  );
}
