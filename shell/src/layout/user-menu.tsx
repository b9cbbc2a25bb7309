import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { dashboardForRole, type Role } from '@ceylon/shared';
import { UserIcon } from './icons';
import { useShellText } from '../i18n/shell-text';
import { UserButton } from './top-bar-styles';

/**
 * The user icon's menu: the role's dashboard and the account page. A disclosure (a button that
 * shows a list of links): Tab walks into it, Escape closes it and returns to the button, and it
 * closes when focus or a click goes elsewhere, or the page changes.
 */
export function UserMenu({ role }: { role: Role }) {
  const text = useShellText();
  const listId = useId();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpenedAt(null);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget)) setOpenedAt(null);
  };
  const close = () => setOpenedAt(null);

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <UserButton
        ref={buttonRef}
        type="button"
        aria-label={text('userMenu.label')}
        title={text('userMenu.label')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpenedAt(open ? null : pathname)}
      >
        <UserIcon />
      </UserButton>
      {open && (
        <Popup id={listId}>
          <li>
            <Link to={dashboardForRole(role)} onClick={close}>
              {text('userMenu.dashboard')}
            </Link>
          </li>
          <li>
            <Link to="/account" onClick={close}>
              {text('userMenu.account')}
            </Link>
          </li>
        </Popup>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Popup = styled.ul`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: 150;
  min-width: 12rem;
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  border-top: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 0.85rem;
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.page};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;
