import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, newPasswordErrors, Trans, useFormFields, type FieldErrors, type PasswordMessages } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { usePasswordMessages } from '../../../components/form-messages';
import { useResetPassword } from '../hooks/use-password-reset';
import { usePublicText } from '../../../texts';
import { Callout, FormFootnote, FormStack } from './auth-card';

type Field = 'password' | 'confirmPassword';

function problemsOf(values: Record<Field, string>, messages: PasswordMessages): FieldErrors<Field> {
  const { password, again } = newPasswordErrors(values.password, values.confirmPassword, messages);
  return { ...(password && { password }), ...(again && { confirmPassword: again }) };
}

/** The new password, twice; `token` is the one in the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const text = usePublicText();
  const messages = usePasswordMessages();
  const labels: Record<Field, string> = { password: text('public.reset.password'), confirmPassword: text('public.reset.again') };
  const {
    values,
    field: formField,
    check,
  } = useFormFields(labels, { password: '', confirmPassword: '' }, (entered) => problemsOf(entered, messages));
  const { sending, problems, submit } = useResetPassword();

  const field = (name: Field) => {
    const props = formField(name);
    return {
      ...props,
      type: 'password',
      autoComplete: 'new-password',
      error: props.error ?? (name === 'password' ? problems.password : undefined),
    };
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check(event.currentTarget)) void submit({ token, password: values.password });
  }

  return (
    <FormStack noValidate onSubmit={handleSubmit} aria-label={text('public.reset.title')}>
      <FormField {...field('password')} />
      <FormField {...field('confirmPassword')} />
      <Button type="submit" $tone="brand" $block disabled={sending} aria-busy={sending}>
        {sending ? text('public.reset.saving') : text('public.reset.submit')}
      </Button>
      <div role="alert">
        {problems.link && (
          <Callout $tone="danger">
            {problems.link} <Link to="/forgot-password">{text('public.reset.askNewLink')}</Link>
          </Callout>
        )}
        {problems.other && <Callout $tone="danger">{problems.other}</Callout>}
      </div>
      <FormFootnote>
        <Trans id="public.forgot.remembered" components={{ 0: <Link to="/login" /> }} />
      </FormFootnote>
    </FormStack>
  );
}
