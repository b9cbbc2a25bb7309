import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import type { Catalog } from './translator';

/**
 * An app's catalog in a language (docs/languages.md): English at once, from the app's own code
 * (most pages are read in it); Sinhala and Tamil each a chunk of its own, fetched only by a page in
 * that language. Every page module of an area exports its area's as `texts`, which the shell puts
 * into the page's translator before the page draws, in the browser and on the server.
 */
export type AppTexts = (language: Language) => Promise<Catalog>;

type CatalogChunk = () => Promise<{ default: Catalog }>;

/** `texts` for an app: its English catalog and the chunks of the others (`() => import('./locales/si.json')`). */
export function appTexts(english: Catalog, others: Readonly<Record<Exclude<Language, 'en'>, CatalogChunk>>): AppTexts {
  return async (language) => (language === 'en' ? english : (await others[language]()).default);
}

/**
 * The page's texts by id, in its language: `text('topBar.greeting', { name })`. Each app narrows
 * `Id` to the keys of its English catalog, so an id it has no text for does not compile.
 */
export function useTexts<Id extends string>(): (id: Id, values?: Record<string, unknown>) => string {
  const { _ } = useLingui();
  // The same function until the language changes, so it may be a hook's dependency.
  return useCallback((id: Id, values?: Record<string, unknown>) => _(id, values), [_]);
}

/** The page's language (`si` on /si/register): what registration sends as the account's language. */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}
