import { useLingui } from '@ceylon/shared';
import english from '../locales/en.json';

/**
 * The id of one of the shell's own texts (its top bar, menus and footer): the keys of its English
 * catalog, which `src/locales/si.json` and `ta.json` translate key for key.
 */
export type ShellText = keyof typeof english;

/** The shell's English catalog, which the browser starts with. */
export const englishShellCatalog = english;

/** The shell's texts in the page's language (the translator the shell's I18nProvider holds). */
export function useShellText(): (id: ShellText, values?: Record<string, unknown>) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}
