import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useFormFields } from '../../../components/use-required-fields';
import { newPasswordErrors, type FieldErrors } from '../../../components/validation';
import { useResetPassword } from '../hooks/use-password-reset';
import { Callout, FormFootnote, FormStack } from './auth-card';

type Field = 'password' | 'confirmPassword';
const LABELS: Record<Field, string> = { password: 'New password', confirmPassword: 'New password again' };

function problemsOf(values: Record<Field, string>): FieldErrors<Field> {
  const { password, again } = newPasswordErrors(values.password, values.confirmPassword);
  return { ...(password && { password }), ...(again && { confirmPassword: again }) };
}

/** The new password, twice; `token` is the one in the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { values, field: formField, check } = useFormFields(LABELS, { password: '', confirmPassword: '' }, problemsOf);
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
    <FormStack noValidate onSubmit={handleSubmit} aria-label="Choose a new password">
      <FormField {...field('password')} />
      <FormField {...field('confirmPassword')} />
      <Button type="submit" $tone="brand" $block disabled={sending} aria-busy={sending}>
        {sending ? 'Saving...' : 'Set new password'}
      </Button>
      <div role="alert">
        {problems.link && (
          <Callout $tone="danger">
            {problems.link} <Link to="/forgot-password">Ask for a new link</Link>
          </Callout>
        )}
        {problems.other && <Callout $tone="danger">{problems.other}</Callout>}
      </div>
      <FormFootnote>
        Remembered it? <Link to="/login">Log in</Link>
      </FormFootnote>
    </FormStack>
  );
}
