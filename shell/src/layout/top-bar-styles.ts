import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { containerBelow, containerNotBelow } from '@ceylon/shared';

type Transparency = { $transparent: boolean };

// The bar trades its inline links for the menu button below the tablet breakpoint, measured on
// the bar in rem, so larger text switches sooner instead of pushing Logout off the screen.
const narrowBar = containerBelow('top-bar', 'tablet');
const wideBar = containerNotBelow('top-bar', 'tablet');
/** The languages whose labels are longer (a selector to follow `&`). */
export const longLabels = ':is(:lang(si), :lang(ta))';
// In those languages the bar trades its links for the menu sooner, and a bar of more than five
// links (the traveller's) never fits them beside the account's controls at the page's widest
// (1200px), so it keeps the menu at every width.
const narrowForLongLabels = '@container top-bar (max-width: 72rem)';
const CROWDED = 'data-crowded';

/** `rules` where the bar is too narrow for its links: below the tablet width, or sooner in Sinhala and Tamil. */
const whenNarrow = (rules: string) => css`
  ${narrowBar} {
    ${rules}
  }
  ${narrowForLongLabels} {
    &${longLabels} {
      ${rules}
    }
  }
  [${CROWDED}='true'] &${longLabels} {
    ${rules}
  }
`;

/** Whether the bar has more links than fit beside the account's controls in Sinhala and Tamil. */
export const crowdedBar = (links: number) => ({ [CROWDED]: String(links > 5) });

export const Bar = styled.header<Transparency>`
  position: fixed;
  inset: 0 0 auto;
  z-index: 100;
  container: top-bar / inline-size;
  height: ${({ theme }) => theme.layout.topBarHeight};
  transition:
    background-color 0.3s ease,
    color 0.3s ease,
    box-shadow 0.3s ease;
  ${({ $transparent, theme }) =>
    $transparent
      ? css`
          color: #fff;
          background-color: transparent;
          /* A soft shade at the top keeps white links readable over any hero photo. */
          background-image: linear-gradient(to bottom, rgba(4, 30, 22, 0.55), rgba(4, 30, 22, 0));
        `
      : css`
          color: ${theme.colors.ink};
          background-color: ${theme.colors.surface};
          box-shadow: ${theme.shadow.card};
        `}

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ $transparent, theme }) => ($transparent ? theme.colors.focusOnDark : theme.colors.focus)};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 clamp(1rem, 4vw, 2rem);
  /* Narrower spaces in Sinhala and Tamil, for their longer labels. */
  &${longLabels} {
    gap: 1rem;
  }
`;

export const Brand = styled(Link)<Transparency>`
  flex-shrink: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.01em;
  text-decoration: none;
  color: ${({ $transparent, theme }) => ($transparent ? '#fff' : theme.colors.brandDark)};

  span {
    color: ${({ $transparent, theme }) => ($transparent ? theme.colors.accent : theme.colors.accentText)};
  }
`;

export const InlineNav = styled.nav`
  margin-left: auto;
  ${whenNarrow('display: none;')}
`;

export const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  ${whenNarrow('margin-left: auto;')}
`;

export const Greeting = styled.span`
  max-width: 14ch;
  overflow: hidden;
  font-weight: 500;
  white-space: nowrap;
  text-overflow: ellipsis;
  ${whenNarrow('display: none;')}
`;

/** Login and logout sit in the phone menu below tablet width. */
export const InlineOnly = styled.div`
  display: contents;
  ${whenNarrow('display: none;')}
`;

const roundControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  color: inherit;
  transition:
    background-color 0.2s ease,
    border-color 0.2s ease;
`;

/** The user icon: opens the user menu (user-menu.tsx). */
export const UserButton = styled.button`
  ${roundControl}
  border: 1px solid currentColor;
  background: transparent;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export const MenuButton = styled.button`
  ${roundControl}
  border: none;
  background: transparent;
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
  ${wideBar} {
    display: none;
  }
  ${whenNarrow('display: inline-flex;')}
`;

/** A disclosure's button and its list (use-disclosure.ts): the user menu, the language menu. */
export const MenuWrapper = styled.div`
  position: relative;
`;

export const MenuPopup = styled.ul`
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
  a[aria-current='true'] {
    box-shadow: inset 3px 0 ${({ theme }) => theme.colors.accent};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;
