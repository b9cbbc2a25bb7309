import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useShellText } from '../i18n/shell-text';
import type { NavItem } from './nav-links';
import { longLabels } from './top-bar-styles';

type Placement = 'bar' | 'menu';

interface NavListProps {
  items: readonly NavItem[];
  placement: Placement;
  /** Called when a link is chosen, e.g. to close the menu it sits in. */
  onChoose?: () => void;
}

/** The links of the top bar or of the phone menu; the current page's link is marked. */
export function NavList({ items, placement, onChoose }: NavListProps) {
  const text = useShellText();
  return (
    <List $placement={placement}>
      {items.map((item) => (
        <li key={item.to}>
          <Item to={item.to} end onClick={onChoose} $placement={placement}>
            {text(item.label)}
          </Item>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $placement: Placement }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $placement }) =>
    $placement === 'bar'
      ? css`
          align-items: center;
          gap: clamp(0.75rem, 2vw, 1.75rem);
          /* Sinhala's and Tamil's longer labels need the room, and may take two lines (barLink). */
          &${longLabels} {
            gap: 1rem;
          }
        `
      : css`
          flex-direction: column;
          gap: 0.25rem;
        `}
`;

const barLink = css`
  position: relative;
  padding: 0.5rem 0;
  font-size: 0.95rem;
  letter-spacing: 0.01em;
  color: inherit;
  /* A label of two words breaks between them when the bar is short of room (Tamil's, Sinhala's). */
  &${longLabels} {
    display: block;
    white-space: normal;
    line-height: 1.2;
    text-align: center;
  }

  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0.15rem;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
    transform: scaleX(0);
    transition: transform 0.2s ease;
  }
  &:hover::after,
  &[aria-current='page']::after {
    transform: scaleX(1);
  }
`;

const menuLink = css`
  display: block;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius.small};
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.35rem;
  color: ${({ theme }) => theme.colors.ink};

  &:hover {
    background: ${({ theme }) => theme.colors.page};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Item = styled(NavLink)<{ $placement: Placement }>`
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  ${({ $placement }) => ($placement === 'bar' ? barLink : menuLink)}

  &[aria-current='page'] {
    font-weight: 600;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;
