import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Trans, useRequiredFields, type ButtonTone } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useFieldMessages } from '../../../components/form-messages';
import { useLogin, type LoginStatus } from '../hooks/use-login';
import { usePublicText, type PublicText } from '../../../texts';
import { FormFootnote, FormStack } from './auth-card';

const BUTTON: Record<LoginStatus, { label: PublicText; tone: ButtonTone }> = {
  idle: { label: 'public.login.submit', tone: 'brand' },
  sending: { label: 'public.login.submit', tone: 'brand' },
  success: { label: 'public.login.success', tone: 'success' },
  error: { label: 'public.login.failed', tone: 'danger' },
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
  const text = usePublicText();
  const labels = { email: text('public.field.email'), password: text('public.field.password') };
  const fieldMessages = useFieldMessages();
  const { values, field, check } = useRequiredFields(labels, { email: '', password: '' }, fieldMessages, 'email');
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
    <FormStack noValidate onSubmit={handleSubmit} aria-label={text('public.login.form')}>
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('password')} type="password" autoComplete="current-password" />
      <ForgotLink to="/forgot-password">{text('public.login.forgot')}</ForgotLink>
      <Actions>
        <Button type="button" $tone="ghost" onClick={goBack}>
          {text('public.login.back')}
        </Button>
        <Button
          type="submit"
          $tone={button.tone}
          $block
          disabled={status === 'sending' || status === 'success'}
          aria-busy={status === 'sending'}
        >
          {text(button.label)}
        </Button>
      </Actions>
      <p role="status" className="visually-hidden">
        {status === 'success' ? text('public.login.success') : status === 'error' ? text('public.login.failed') : ''}
      </p>
      <FormFootnote>
        <Trans id="public.login.newHere" components={{ 0: <Link to="/registration" /> }} />
      </FormFootnote>
    </FormStack>
  );
}
