import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type ButtonTone } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useRequiredFields } from '../../../components/use-required-fields';
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

const ForgotLink = styled(Link)`
  justify-self: end;
  margin-top: -0.5rem;
  padding: 0.25rem 0;
  font-weight: 600;
`;

export function LoginForm() {
  const { values, field, check } = useRequiredFields(LABELS, { email: '', password: '' }, 'email');
  const { status, submit } = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const button = BUTTON[status];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    void submit({ email: values.email.trim(), password: values.password });
  }

  // Back to the previous page; a visitor who opened /login directly goes home instead.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <FormStack noValidate onSubmit={handleSubmit} aria-label="Log in">
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('password')} type="password" autoComplete="current-password" />
      <ForgotLink to="/forgot-password">Forgot password?</ForgotLink>
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
