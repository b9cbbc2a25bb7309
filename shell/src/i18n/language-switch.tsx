import { createContext, useContext, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, pathIn, useLingui, type Language } from '@ceylon/shared';
import { GlobeIcon } from '../layout/icons';
import { MenuPopup, MenuWrapper } from '../layout/top-bar-styles';
import { useDisclosure } from '../layout/use-disclosure';
import { useShellText } from './shell-text';

/**
 * Puts the page in another language where it stands (app.tsx): the shell's translator and router
 * change, and every area on the page draws itself again in it. Absent (a server render, a test),
 * the switch's links are plain links to the page in each language.
 */
export const LanguageSwitching = createContext<((language: Language) => void) | null>(null);

/**
 * The three languages, each named in itself, as links to this page in that language: a visitor's
 * click switches the page in place; a crawler and a browser without scripts follow them (the
 * footer's list is on every page the server draws). In the phone menu and the footer, a list; in
 * the top bar, where Tamil's longer labels leave no room for three more links, a button naming the
 * page's language that shows the list.
 */
export function LanguageSwitch({ placement, onChoose }: { placement: 'bar' | 'menu' | 'footer'; onChoose?: () => void }) {
  const text = useShellText();
  if (placement === 'bar') return <LanguageMenu />;
  const list = (
    <InlineList>
      <LanguageLinks onChoose={onChoose} />
    </InlineList>
  );
  // One navigation landmark of this name on the page (the footer's); the phone menu's is a group in its dialog.
  if (placement === 'footer') return <nav aria-label={text('language.label')}>{list}</nav>;
  return (
    <div role="group" aria-label={text('language.label')}>
      {list}
    </div>
  );
}

/** The top bar's button naming the page's language, which shows the three. */
function LanguageMenu() {
  const text = useShellText();
  const { i18n } = useLingui();
  const menu = useDisclosure();
  return (
    <MenuWrapper {...menu.wrapper}>
      <BarButton {...menu.button}>
        <GlobeIcon width={18} height={18} />
        <span className="visually-hidden">{text('language.label')}: </span>
        {LANGUAGE_NAMES[i18n.locale as Language]}
      </BarButton>
      {menu.open && (
        <MenuPopup id={menu.listId}>
          <LanguageLinks onChoose={menu.close} />
        </MenuPopup>
      )}
    </MenuWrapper>
  );
}

function LanguageLinks({ onChoose }: { onChoose?: () => void }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const switchTo = useContext(LanguageSwitching);

  const choose = (event: MouseEvent, language: Language) => {
    if (!switchTo || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose?.();
    switchTo(language);
  };

  return LANGUAGES.map((language) => (
    <li key={language}>
      <a
        href={pathIn(language, pathname) + search + hash}
        hrefLang={language}
        lang={language}
        aria-current={language === i18n.locale ? 'true' : undefined}
        onClick={(event) => choose(event, language)}
      >
        {LANGUAGE_NAMES[language]}
      </a>
    </li>
  ));
}

const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a:hover {
    border-bottom-color: currentColor;
  }
  a[aria-current='true'] {
    font-weight: 700;
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;

const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 42px;
  padding: 0 0.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  font-size: 0.9rem;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
`;
