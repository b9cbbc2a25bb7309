import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Trans, useRequiredFields } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useFieldMessages } from '../../../components/form-messages';
import { useForgotPassword } from '../hooks/use-password-reset';
import { usePublicText } from '../../../texts';
import { Callout, FormFootnote, FormStack } from './auth-card';

export function ForgotPasswordForm() {
  const text = usePublicText();
  const fieldMessages = useFieldMessages();
  const { values, field, check } = useRequiredFields({ email: text('public.field.email') }, { email: '' }, fieldMessages, 'email');
  const { sending, outcome, submit } = useForgotPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    void submit({ email: values.email.trim() });
  }

  return (
    <FormStack noValidate onSubmit={handleSubmit} aria-label={text('public.forgot.form')}>
      <FormField {...field('email')} type="email" autoComplete="email" />
      <Button type="submit" $tone="brand" $block disabled={sending} aria-busy={sending}>
        {sending ? text('public.forgot.sending') : text('public.forgot.submit')}
      </Button>
      <div role={outcome?.tone === 'danger' ? 'alert' : 'status'}>
        {outcome && <Callout $tone={outcome.tone}>{outcome.message}</Callout>}
      </div>
      <FormFootnote>
        <Trans id="public.forgot.remembered" components={{ 0: <Link to="/login" /> }} />
      </FormFootnote>
    </FormStack>
  );
}
