import { createContext, useContext, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, pathIn, useLingui, type Language } from '@ceylon/shared';
import { useShellText } from './shell-text';

/**
 * Puts the page in another language where it stands (app.tsx): the shell's translator and router
 * change, and every area on the page draws itself again in it. Absent (a server render, a test),
 * the switch's links are plain links to the page in each language.
 */
export const LanguageSwitching = createContext<((language: Language) => void) | null>(null);

type Placement = 'bar' | 'menu';

/**
 * The three languages, each named in itself, as links to this page in that language: a crawler
 * and a browser without scripts follow them, a visitor's click switches the page in place.
 */
export function LanguageSwitch({ placement, onChoose }: { placement: Placement; onChoose?: () => void }) {
  const text = useShellText();
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const switchTo = useContext(LanguageSwitching);

  const choose = (event: MouseEvent, language: Language) => {
    if (!switchTo || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose?.();
    switchTo(language);
  };

  return (
    <nav aria-label={text('language.label')}>
      <List $placement={placement}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Choice
              href={pathIn(language, pathname) + search + hash}
              hrefLang={language}
              lang={language}
              aria-current={language === i18n.locale ? 'true' : undefined}
              onClick={(event) => choose(event, language)}
              $placement={placement}
            >
              {LANGUAGE_NAMES[language]}
            </Choice>
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ul<{ $placement: Placement }>`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: ${({ $placement }) => ($placement === 'bar' ? '0.75rem' : '0.5rem 1.25rem')};
`;

const Choice = styled.a<{ $placement: Placement }>`
  display: inline-block;
  padding: 0.4rem 0;
  color: inherit;
  text-decoration: none;
  font-size: ${({ $placement }) => ($placement === 'bar' ? '0.85rem' : '1rem')};
  border-bottom: 2px solid transparent;

  &:hover {
    border-bottom-color: currentColor;
  }
  &[aria-current='true'] {
    font-weight: 700;
    ${({ theme }) => css`
      border-bottom-color: ${theme.colors.accent};
    `}
  }
`;
