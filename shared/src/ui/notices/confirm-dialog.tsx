import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { useFocusTrap } from '../focus-trap';
import { useSharedText, type SharedText } from '../../i18n/shared-text';
import type { Confirmation } from './confirmations';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(15, 23, 30, 0.55);
`;

const Panel = styled.div`
  width: min(420px, 100%);
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  p {
    margin: 0 0 1.25rem;
    font-size: 1.05rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

interface Props {
  confirmation: Confirmation;
  onAnswer: (yes: boolean) => void;
}

/**
 * The site's own `confirm`. The safe answer has focus first; Escape and the backdrop answer no;
 * Tab stays inside, and focus goes back to what asked once it is answered.
 */
export function ConfirmDialog({ confirmation, onAnswer }: Props) {
  const questionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(panelRef, { onEscape: () => onAnswer(false), initialFocus: () => noRef.current });
  const text = useSharedText();
  const say = (words: string) => (confirmation.sharedTexts ? text(words as SharedText) : words);

  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onAnswer(false)}>
      <Panel ref={panelRef} role="alertdialog" aria-modal="true" aria-labelledby={questionId}>
        <p id={questionId}>{say(confirmation.question)}</p>
        <Actions>
          <Button ref={noRef} type="button" $tone="ghost" onClick={() => onAnswer(false)}>
            {say(confirmation.no)}
          </Button>
          <Button type="button" $tone="danger" onClick={() => onAnswer(true)}>
            {say(confirmation.yes)}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
