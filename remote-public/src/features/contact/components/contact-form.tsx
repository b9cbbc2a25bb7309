import type { FormEvent } from 'react';
import styled from 'styled-components';
import { below, Button, useRequiredFields, type ContactRequest } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useFieldMessages } from '../../../components/form-messages';
import { useSendMessage } from '../hooks/use-send-message';
import { usePublicText } from '../../../texts';

type Field = keyof ContactRequest;
const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.1rem;
  & > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
`;

// Empty banners stay in the page (without box or colour) so screen readers announce new text.
const Banner = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 0;
  &:not(:empty) {
    padding: 0.9rem 1rem;
    border-radius: ${({ theme }) => theme.radius.medium};
    border-left: 5px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
    background: ${({ $tone }) => ($tone === 'success' ? '#e7f5ec' : '#fdecec')};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export function ContactForm() {
  const text = usePublicText();
  const labels: Record<Field, string> = {
    name: text('public.contact.name'),
    email: text('public.field.email'),
    subject: text('public.contact.subject'),
    message: text('public.contact.message'),
  };
  const fieldMessages = useFieldMessages();
  const { values, setValues, field, check } = useRequiredFields(labels, EMPTY, fieldMessages, 'email');
  const { sending, banner, send } = useSendMessage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    if (await send(values)) setValues(EMPTY);
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label={text('public.contact.formTitle')}>
      <FormField {...field('name')} autoComplete="name" />
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('subject')} />
      <FormField {...field('message')} multiline rows={6} />
      <div>
        <Banner role="status" $tone="success">
          {banner === 'success' ? text('public.contact.success') : ''}
        </Banner>
        <Banner role="alert" $tone="error">
          {banner === 'error' ? text('public.contact.failure') : ''}
        </Banner>
      </div>
      <div>
        <Button type="submit" $tone="brand" disabled={sending}>
          {sending ? text('public.contact.sending') : text('public.contact.submit')}
        </Button>
      </div>
    </Form>
  );
}
