import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@ceylon/shared';
import { LoginButton, LogoutButton } from './account-buttons';
import { hasHero } from './hero-paths';
import { MenuIcon } from './icons';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { audienceOf, brandHome, navLinks } from './nav-links';
import { NavList } from './nav-list';
import { Account, Bar, Brand, crowdedBar, Greeting, InlineNav, InlineOnly, Inner, MenuButton } from './top-bar-styles';
import { UserMenu } from './user-menu';
import { useScrolledPast } from './use-scrolled-past';
import { LanguageSwitch } from '../i18n/language-switch';
import { useShellText } from '../i18n/shell-text';

/** On hero pages the bar stays transparent until the page has scrolled this far (docs/product.md §2.1). */
export const SCROLL_THRESHOLD_PX = 50;

export function TopBar() {
  const text = useShellText();
  const session = useSession();
  const audience = audienceOf(session);
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const transparent = hasHero(pathname) && !scrolled;

  // The menu belongs to the page it was opened on, so any page change closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpenedAt(null);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <>
      <Bar $transparent={transparent} data-transparent={String(transparent)} {...crowdedBar(navLinks[audience].length)}>
        <Inner>
          <Brand to={brandHome[audience]} $transparent={transparent}>
            Ceylon <span>Stays</span>
          </Brand>
          <InlineNav aria-label={text('topBar.mainNav')}>
            <NavList items={navLinks[audience]} placement="bar" />
          </InlineNav>
          <Account>
            <InlineOnly>
              <LanguageSwitch placement="bar" />
            </InlineOnly>
            {session.user ? (
              <>
                <Greeting>{text('topBar.greeting', { name: session.user.firstName })}</Greeting>
                <UserMenu role={session.user.role} />
                <InlineOnly>
                  <LogoutButton />
                </InlineOnly>
              </>
            ) : (
              <InlineOnly>
                <LoginButton />
              </InlineOnly>
            )}
            <MenuButton
              ref={menuButtonRef}
              type="button"
              aria-label={text('topBar.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
              onClick={() => setMenuOpenedAt(pathname)}
            >
              <MenuIcon />
            </MenuButton>
          </Account>
        </Inner>
      </Bar>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </>
  );
}
