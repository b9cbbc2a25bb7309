import { LANGUAGE_COOKIE, languageOfPath, pathIn, writeChoiceCookie, type I18n, type Language } from '@ceylon/shared';
import { createSiteRouter, type RouterHolder } from '../app/site-router';
import { loadArrivedTexts } from '../federation/area-texts';
import { loadShellCatalog } from './shell-text';

/**
 * The language switch (language-switch.tsx): the browser remembers the choice (a page asked for
 * without a language then opens in it), and the page is put in `language` where it stands: its
 * address becomes the same page's in that language, the router is made again under that
 * language's path, and the translator changes language, which every area on the page reads. A
 * catalog that will not load sends the browser to that address instead, where the server draws
 * the page in it.
 */
export async function switchLanguage(routers: RouterHolder, language: Language, i18n: I18n): Promise<void> {
  rememberLanguage(language);
  if (language === i18n.locale) return;
  const address = pathIn(language, languageOfPath(location.pathname).path) + location.search + location.hash;
  try {
    // The areas' texts on the page too: every area draws itself again in the language.
    const [catalog] = await Promise.all([loadShellCatalog(language), loadArrivedTexts(i18n, language)]);
    i18n.load(language, { ...catalog });
  } catch {
    location.assign(address);
    return;
  }
  // The router keeps its history entries (their state and keys): only the address changes.
  history.replaceState(history.state, '', address);
  routers.replace(createSiteRouter(language));
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** The choice, for the pages asked for without a language (deploy's shell-routes.ts reads it). */
function rememberLanguage(language: Language): void {
  writeChoiceCookie(LANGUAGE_COOKIE, language);
}
