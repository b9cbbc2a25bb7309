import type { FormEvent } from 'react';
import styled from 'styled-components';
import { below, Button, type ContactRequest } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import { useRequiredFields } from '../../../components/use-required-fields';
import { useSendMessage } from '../hooks/use-send-message';

type Field = keyof ContactRequest;
const LABELS: Record<Field, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
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
  const { values, setValues, field, check } = useRequiredFields(LABELS, EMPTY, 'email');
  const { sending, banner, send } = useSendMessage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    if (await send(values)) setValues(EMPTY);
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label="Send us a message">
      <FormField {...field('name')} autoComplete="name" />
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('subject')} />
      <FormField {...field('message')} multiline rows={6} />
      <div>
        <Banner role="status" $tone="success">
          {banner?.tone === 'success' ? banner.text : ''}
        </Banner>
        <Banner role="alert" $tone="error">
          {banner?.tone === 'error' ? banner.text : ''}
        </Banner>
      </div>
      <div>
        <Button type="submit" $tone="brand" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </Form>
  );
}
