import type { ReactNode } from 'react';
import styled from 'styled-components';
import { below } from '@ceylon/shared';

const Backdrop = styled.div`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: 3rem 1rem;
  background:
    radial-gradient(circle at 15% 10%, rgba(11, 110, 79, 0.12), transparent 40%),
    radial-gradient(circle at 90% 90%, rgba(224, 165, 38, 0.15), transparent 45%);
`;

const Panel = styled.div`
  width: 100%;
  /* A title's long word (Tamil's) wraps in the card rather than widening it past a phone's screen. */
  min-width: 0;
  max-width: 440px;
  padding: 2.25rem 2rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h1 {
    margin: 0 0 0.35rem;
    font-size: 2rem;
  }
  ${below('phone')} {
    padding: 1.75rem 1.25rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The centred card the login and registration forms sit on. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Backdrop>
      <Panel>
        <h1>{title}</h1>
        <Intro>{intro}</Intro>
        {children}
      </Panel>
    </Backdrop>
  );
}

/**
 * An account form. Until the page is React's (its scripts still arriving after the server's HTML),
 * the browser sends a form itself: `post` keeps what was typed, a password too, out of the
 * address, the history and the server's request log.
 */
export const FormStack = styled.form.attrs({ method: 'post' })`
  display: grid;
  gap: 1.1rem;
`;

export const FormFootnote = styled.p`
  margin: 1.5rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A message that stays on the card: what happened, or why not. Announced as it appears. */
export const Callout = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius.medium};
  border-left: 5px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme }) => theme.colors.page};
`;
