import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusableIn, useFocusTrap } from './focus-trap';
import { below } from './theme';
import { useSharedText } from '../i18n/shared-text';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1050;
  display: grid;
  place-items: center;
  padding: 1rem;
  overflow-y: auto;
  background: rgba(15, 23, 30, 0.55);
`;

const Panel = styled.div<{ $size: ModalSize }>`
  width: ${({ $size }) => ($size === 'form' ? 'min(560px, 100%)' : 'auto')};
  max-width: 100%;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
  ${below('phone')} {
    padding: 1rem;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: none;
  cursor: pointer;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What takes focus when it opens; by default the first field of its form. */
  initialFocus?: (panel: HTMLElement) => HTMLElement | null | undefined;
  /** `form`: a form's width; `content`: as wide as what it holds (a calendar). */
  size?: ModalSize;
}

type ModalSize = 'form' | 'content';

/** The first field of the dialog's form if it has one, else its first control (the close button). */
const firstField = (panel: HTMLElement) => {
  const form = panel.querySelector('form');
  return form ? focusableIn(form)[0] : undefined;
};

/**
 * The site's modal dialog: labelled by its title, closed by Escape, the backdrop or the ×
 * button; Tab stays inside it, and focus goes back where it was when it closes.
 */
export function Modal({ title, onClose, children, initialFocus = firstField, size = 'form' }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { onEscape: onClose, initialFocus });
  const text = useSharedText();

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panelRef} $size={size} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={text('shared.modal.close')} onClick={onClose}>
            ×
          </Close>
        </Header>
        {children}
      </Panel>
    </Backdrop>
  );
}
