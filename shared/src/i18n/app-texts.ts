import { useCallback, useContext } from 'react';
import { LinguiContext, useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { restOfSharedEnglish } from './shared-english';
import type { Catalog } from './translator';

/**
 * An app's catalog in a language (docs/languages.md): English at once, from the app's own code
 * (most pages are read in it); Sinhala and Tamil each a chunk of its own, fetched only by a page in
 * that language. Every page module of an area exports its area's as `texts`, which the shell puts
 * into the page's translator before the page draws, in the browser and on the server.
 */
export type AppTexts = (language: Language) => Promise<Catalog>;

type CatalogModule = { default: Catalog };
type CatalogChunk = () => Promise<CatalogModule | readonly CatalogModule[]>;

const merged = (catalogs: readonly Catalog[]): Catalog => Object.assign({}, ...catalogs) as Catalog;

/** What of @ceylon/shared's English an app's pages draw: all of it, or only its first part (decision 0038). */
export interface AppTextsOptions {
  /**
   * `first`: the pages draw only the texts of @ceylon/shared that come with the shell's first
   * script (the shell itself, the public home page); otherwise English brings the rest of them too.
   */
  sharedEnglish?: 'first' | 'all';
}

/**
 * `texts` for an app: its English catalog and the chunks of the others (`() => import('./locales/si.json')`).
 * An app whose pages draw parts of @ceylon/shared that have catalogs of their own loads their
 * Sinhala or Tamil with its own, `Promise.all` of the imports under the same `webpackChunkName`
 * (still one chunk); their English comes with their code (decision 0036). In English, a page brings
 * the rest of @ceylon/shared's English (a chunk of the singleton's, fetched once) unless it draws
 * only the first part (`{ sharedEnglish: 'first' }`).
 */
export function appTexts(
  english: Catalog,
  others: Readonly<Record<Exclude<Language, 'en'>, CatalogChunk>>,
  { sharedEnglish = 'all' }: AppTextsOptions = {},
): AppTexts {
  // English with the rest of @ceylon/shared's, merged once (a server draws many pages with it).
  let withRest: Catalog | undefined;
  return async (language) => {
    if (language === 'en') {
      if (sharedEnglish === 'first') return english;
      withRest ??= { ...(await restOfSharedEnglish()), ...english };
      return withRest;
    }
    const loaded = await others[language]();
    return Array.isArray(loaded)
      ? merged((loaded as readonly CatalogModule[]).map((module) => module.default))
      : (loaded as CatalogModule).default;
  };
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

/**
 * The page's language (`si` on /si/register): what registration sends as the account's language.
 * English outside the site's providers (a shared component's own test).
 */
export function usePageLanguage(): Language {
  const locale = useContext(LinguiContext)?.i18n.locale;
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}
