import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { below, Button, Trans, useRequiredFields, type RegisterRequest } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useFieldMessages } from '../../../components/form-messages';
import { useRegistration } from '../hooks/use-registration';
import { usePublicText } from '../../../texts';
import { FormFootnote, FormStack } from './auth-card';

/** What the person types; the account's language is the page's (useRegistration). */
type Typed = Omit<RegisterRequest, 'language'>;
type Field = keyof Typed;
const EMPTY: Typed = { firstName: '', lastName: '', email: '', password: '' };

const NameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
`;

export function RegistrationForm() {
  const text = usePublicText();
  const labels: Record<Field, string> = {
    firstName: text('public.field.firstName'),
    lastName: text('public.field.lastName'),
    email: text('public.field.email'),
    password: text('public.field.password'),
  };
  const fieldMessages = useFieldMessages();
  const { values, field, check } = useRequiredFields(labels, EMPTY, fieldMessages, 'email');
  const { sending, submit } = useRegistration();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    void submit({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() });
  }

  return (
    <FormStack noValidate onSubmit={handleSubmit} aria-label={text('public.register.title')}>
      <NameRow>
        <FormField {...field('firstName')} autoComplete="given-name" />
        <FormField {...field('lastName')} autoComplete="family-name" />
      </NameRow>
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('password')} type="password" autoComplete="new-password" />
      <Button type="submit" $tone="brand" $block disabled={sending}>
        {sending ? text('public.register.sending') : text('public.register.submit')}
      </Button>
      <FormFootnote>
        <Trans id="public.register.haveAccount" components={{ 0: <Link to="/login" /> }} />
      </FormFootnote>
    </FormStack>
  );
}
