import { useState, type FormEvent } from 'react';
import { Button, focusFirstError } from '@ceylon/shared';
import { usePublicText } from '../../../texts';
import { FormField } from '../../../components/form-field';
import { useCloseAccount } from '../hooks/use-account-forms';
import { AccountPanel, FieldGrid } from './account-panel';

/** A customer closes their own account, after the site's confirm dialog. */
export function CloseAccount() {
  const text = usePublicText();
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string>();
  const { closing, problems, submit } = useCloseAccount();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!currentPassword) {
      setError(text('public.account.password.needCurrent'));
      focusFirstError(event.currentTarget, { closeAccountPassword: true });
      return;
    }
    setError(undefined);
    void submit(currentPassword);
  }

  return (
    <AccountPanel title={text('public.account.close.title')} danger intro={text('public.account.close.intro')}>
      <FieldGrid noValidate onSubmit={handleSubmit} aria-label={text('public.account.close.title')}>
        <FormField
          name="closeAccountPassword"
          label={text('public.account.password.current')}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          error={error ?? problems.currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <Button type="submit" $tone="danger" disabled={closing} aria-busy={closing}>
          {closing ? text('public.account.close.closing') : text('public.account.close.submit')}
        </Button>
      </FieldGrid>
    </AccountPanel>
  );
}
