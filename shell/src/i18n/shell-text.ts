import { appTexts, markedAs, useLingui, useTexts } from '@ceylon/shared';
import type catalog from '../locales/en.json';
import english from '../locales/en.json?without=routeTitles';

/**
 * The id of one of the shell's own texts (its top bar, menus and footer): the keys of its English
 * catalog, which `src/locales/si.json` and `ta.json` translate key for key.
 */
export type ShellText = keyof typeof catalog;

/**
 * The shell's English catalog, which the browser starts with: without the route titles
 * (`route:<path>`), which the route table gives in English (`useRouteTitle`), so they are not
 * carried twice.
 */
export const englishShellCatalog = english;

/**
 * The shell's texts in a language: English in the shell's first script, Sinhala and Tamil chunks of
 * their own. Those chunks carry @ceylon/shared's texts too: the shell gives every page that
 * library's components (the not-found notice, notices, dialogs, badges…), whose English comes with
 * their code (decision 0036).
 */
export const loadShellCatalog = appTexts(
  english,
  {
    si: () =>
      Promise.all([
        import(/* webpackChunkName: "shell-si" */ '@ceylon/shared/locales/si.json'),
        import(/* webpackChunkName: "shell-si" */ '../locales/si.json'),
      ]),
    ta: () =>
      Promise.all([
        import(/* webpackChunkName: "shell-ta" */ '@ceylon/shared/locales/ta.json'),
        import(/* webpackChunkName: "shell-ta" */ '../locales/ta.json'),
      ]),
  },
  // The shell draws only @ceylon/shared's first texts (the not-found notice, the notices): decision 0038.
  { sharedEnglish: 'first' },
);

/** The shell's texts in the page's language (the translator the shell's I18nProvider holds). */
export const useShellText = () => useTexts<ShellText>();

/** A page's title in the page's language: its route's text (`route:<path>`), else (in English) the route table's own. */
export function useRouteTitle(route: { path: string; title: string }): string {
  const text = useShellText();
  const { i18n } = useLingui();
  const id = `route:${route.path}`;
  return i18n.messages[id] !== undefined ? text(id as ShellText) : markedAs(i18n, route.title);
}
