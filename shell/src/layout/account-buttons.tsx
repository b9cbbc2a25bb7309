import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useShellText } from '../i18n/shell-text';
import { useLogout } from './use-logout';

const pill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0.45rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.round};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  cursor: pointer;
  transition:
    filter 0.15s ease,
    background 0.2s ease,
    color 0.2s ease;
`;

const LoginLink = styled(Link)`
  ${pill}
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  &:hover {
    filter: brightness(1.06);
  }
`;

const OutlineButton = styled.button`
  ${pill}
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

interface ChoiceProps {
  /** Runs first, e.g. to close the menu the button sits in. */
  onChoose?: () => void;
  className?: string;
}

export function LoginButton({ onChoose, className }: ChoiceProps) {
  const text = useShellText();
  return (
    <LoginLink to="/login" onClick={onChoose} className={className}>
      {text('account.login')}
    </LoginLink>
  );
}

export function LogoutButton({ onChoose, className }: ChoiceProps) {
  const text = useShellText();
  const logout = useLogout();
  return (
    <OutlineButton
      type="button"
      className={className}
      onClick={() => {
        onChoose?.();
        void logout();
      }}
    >
      {text('account.logout')}
    </OutlineButton>
  );
}
