import { useRef, type MouseEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSession } from '@ceylon/shared';
import { LoginButton, LogoutButton } from './account-buttons';
import { CloseIcon } from './icons';
import { audienceOf, navLinks } from './nav-links';
import { NavList } from './nav-list';
import { useMenuDialog } from './use-menu-dialog';
import { LanguageSwitch } from '../i18n/language-switch';
import { CurrencyChoice } from './currency-choice';
import { useShellText } from '../i18n/shell-text';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The phone-size menu: the top bar's links and the login or logout button, over the page. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const text = useShellText();
  const session = useSession();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  useMenuDialog({ panelRef, initialFocusRef: closeRef, onClose });

  // Only a click that starts and ends on the backdrop closes: not a text selection dragged out.
  const onBackdropPress = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return (
    <Backdrop onMouseDown={onBackdropPress} onClick={onBackdropClick}>
      <Panel ref={panelRef} id={MOBILE_MENU_ID} role="dialog" aria-modal="true" aria-label={text('menu.label')}>
        <Head>
          <Title>{session.user ? text('topBar.greeting', { name: session.user.firstName }) : 'Ceylon Stays'}</Title>
          <CloseButton ref={closeRef} type="button" aria-label={text('menu.close')} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Head>
        <nav aria-label={text('menu.mainNav')}>
          <NavList items={navLinks[audienceOf(session)]} placement="menu" onChoose={onClose} />
        </nav>
        <Actions>{session.user ? <LogoutButton onChoose={onClose} /> : <LoginButton onChoose={onClose} />}</Actions>
        <LanguageSwitch placement="menu" onChoose={onClose} />
        <CurrencyChoice placement="menu" />
      </Panel>
    </Backdrop>
  );
}

const fadeIn = keyframes`from { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(100%); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: flex;
  justify-content: flex-end;
  background: rgba(4, 30, 22, 0.55);
  animation: ${fadeIn} 0.2s ease;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  width: min(22rem, 88vw);
  height: 100%;
  overflow-y: auto;
  padding: 1.25rem 1.25rem 2rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  animation: ${slideIn} 0.25s ease;

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Title = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandDark};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.page};
  color: inherit;
  cursor: pointer;
`;

const Actions = styled.div`
  display: grid;
  margin-top: auto;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;
