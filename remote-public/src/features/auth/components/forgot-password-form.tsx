import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useRequiredFields } from '../../../components/use-required-fields';
import { useForgotPassword } from '../hooks/use-password-reset';
import { Callout, FormFootnote, FormStack } from './auth-card';

const LABELS = { email: 'Email' };

export function ForgotPasswordForm() {
  const { values, field, check } = useRequiredFields(LABELS, { email: '' }, 'email');
  const { sending, outcome, submit } = useForgotPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    void submit({ email: values.email.trim() });
  }

  return (
    <FormStack noValidate onSubmit={handleSubmit} aria-label="Send a reset link">
      <FormField {...field('email')} type="email" autoComplete="email" />
      <Button type="submit" $tone="brand" $block disabled={sending} aria-busy={sending}>
        {sending ? 'Sending...' : 'Send reset link'}
      </Button>
      <div role={outcome?.tone === 'danger' ? 'alert' : 'status'}>
        {outcome && <Callout $tone={outcome.tone}>{outcome.message}</Callout>}
      </div>
      <FormFootnote>
        Remembered it? <Link to="/login">Log in</Link>
      </FormFootnote>
    </FormStack>
  );
}
