import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useShellText } from '../i18n/shell-text';
import { ArrowRightIcon } from './icons';
import { subscribeErrorMessage, subscribeToNewsletter } from './subscribe-newsletter';

type Tone = 'success' | 'info' | 'error';

interface Outcome {
  tone: Tone;
  message: string;
}

/** The footer's newsletter sign-up: an e-mail field, an arrow button and the answer below. */
export function NewsletterForm() {
  const text = useShellText();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const inputId = useId();
  const statusId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const result = await subscribeToNewsletter(email.trim());
      setOutcome({ tone: result.isNew ? 'success' : 'info', message: result.message });
      setEmail('');
    } catch (error) {
      setOutcome({ tone: 'error', message: subscribeErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div>
      <Heading id={headingId}>{text('newsletter.heading')}</Heading>
      <Blurb>{text('newsletter.blurb')}</Blurb>
      <form aria-labelledby={headingId} onSubmit={onSubmit}>
        <Label htmlFor={inputId}>{text('newsletter.emailLabel')}</Label>
        <Field>
          <Input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={statusId}
          />
          <Submit type="submit" aria-label={text('newsletter.subscribe')} title={text('newsletter.subscribe')} disabled={sending}>
            <ArrowRightIcon width={20} height={20} />
          </Submit>
        </Field>
        <Status id={statusId} role="status" $tone={outcome?.tone ?? 'info'}>
          {outcome?.message}
        </Status>
      </form>
    </div>
  );
}

const Heading = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.15rem;
  color: #fff;
`;

const Blurb = styled.p`
  margin: 0 0 1rem;
  font-size: 0.9rem;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 0.4rem;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Field = styled.div`
  display: flex;
  border: 1px solid rgba(255, 255, 255, 0.3);
  border-radius: ${({ theme }) => theme.radius.round};
  background: rgba(255, 255, 255, 0.08);

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0.7rem 1rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: #fff;

  &::placeholder {
    color: rgba(255, 255, 255, 0.55);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  margin: 2px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  transition: filter 0.15s ease;

  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }
`;

/** Light tints: the footer is dark green, where the theme's status colours would be unreadable. */
const toneColors: Record<Tone, string> = {
  success: '#f3cf7a',
  info: '#ffffff',
  error: '#ffb4a8',
};

const Status = styled.p<{ $tone: Tone }>`
  min-height: 1.5em;
  margin: 0.6rem 0 0;
  font-size: 0.9rem;
  font-weight: 500;
  color: ${({ $tone }) => toneColors[$tone]};
`;
