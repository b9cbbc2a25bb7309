import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../button';

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
  justify-content: flex-end;
  gap: 0.75rem;
`;

interface Props {
  question: string;
  onAnswer: (yes: boolean) => void;
}

/** The site's own `confirm`: Escape and the backdrop answer no. */
export function ConfirmDialog({ question, onAnswer }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onAnswer(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onAnswer]);

  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onAnswer(false)}>
      <Panel role="alertdialog" aria-modal="true" aria-labelledby="confirm-question">
        <p id="confirm-question">{question}</p>
        <Actions>
          <Button ref={cancelRef} type="button" $tone="ghost" onClick={() => onAnswer(false)}>
            Cancel
          </Button>
          <Button type="button" $tone="danger" onClick={() => onAnswer(true)}>
            OK
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
