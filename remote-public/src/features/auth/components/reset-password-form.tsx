import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { focusFirstError, hasErrors, newPasswordErrors, type FieldErrors } from '../../../components/validation';
import { useResetPassword } from '../hooks/use-password-reset';
import { Callout, FormFootnote, FormStack } from './auth-card';

type Field = 'password' | 'confirmPassword';

function problemsOf(values: Record<Field, string>): FieldErrors<Field> {
  const { password, again } = newPasswordErrors(values.password, values.confirmPassword);
  return { ...(password && { password }), ...(again && { confirmPassword: again }) };
}

/** The new password, twice; `token` is the one in the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { sending, problems, submit } = useResetPassword();

  const field = (name: Field, label: string) => ({
    name,
    label,
    required: true,
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    error: errors[name] ?? (name === 'password' ? problems.password : undefined),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsOf(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(event.currentTarget, found);
      return;
    }
    void submit({ token, password: values.password });
  }

  return (
    <FormStack noValidate onSubmit={handleSubmit} aria-label="Choose a new password">
      <FormField {...field('password', 'New password')} />
      <FormField {...field('confirmPassword', 'New password again')} />
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
