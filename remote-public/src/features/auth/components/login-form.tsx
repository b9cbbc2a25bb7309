import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type ButtonTone } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { focusFirstError, hasErrors, requireFields, type FieldErrors } from '../../../components/validation';
import { useLogin, type LoginStatus } from '../hooks/use-login';
import { FormFootnote, FormStack } from './auth-card';

type Field = 'email' | 'password';
const LABELS: Record<Field, string> = { email: 'Email', password: 'Password' };

const BUTTON: Record<LoginStatus, { label: string; tone: ButtonTone }> = {
  idle: { label: 'Login', tone: 'brand' },
  sending: { label: 'Login', tone: 'brand' },
  success: { label: 'Login Success', tone: 'success' },
  error: { label: 'Login Failed', tone: 'danger' },
};

const Actions = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.75rem;
  margin-top: 0.4rem;
`;

export function LoginForm() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { status, submit } = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const button = BUTTON[status];

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = requireFields(values, LABELS, 'email');
    setErrors(found);
    if (hasErrors(found)) return focusFirstError(event.currentTarget, found);
    void submit({ email: values.email.trim(), password: values.password });
  }

  // Back to the previous page; a visitor who opened /login directly goes home instead.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <FormStack noValidate onSubmit={handleSubmit} aria-label="Log in">
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <Actions>
        <Button type="button" $tone="ghost" onClick={goBack}>
          Back
        </Button>
        <Button
          type="submit"
          $tone={button.tone}
          $block
          disabled={status === 'sending' || status === 'success'}
          aria-busy={status === 'sending'}
        >
          {button.label}
        </Button>
      </Actions>
      <p role="status" className="visually-hidden">
        {status === 'success' ? 'Login Success' : status === 'error' ? 'Login Failed' : ''}
      </p>
      <FormFootnote>
        New to Ceylon Stays? <Link to="/registration">Create an account</Link>
      </FormFootnote>
    </FormStack>
  );
}
