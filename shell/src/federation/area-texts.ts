import type { AppTexts, Area, Catalog, I18n, Language } from '@ceylon/shared';

/**
 * The texts of the areas whose pages have arrived on this page (each page module exports its
 * area's `texts`): a change of language loads them all in the new language before it shows, and a
 * page is drawn only once its area's texts in the page's language are in the translator.
 */
const arrived = new Map<Area, AppTexts>();
// What each translator already holds, so a second page of an area loads nothing (a load re-renders every text).
const held = new WeakMap<I18n, Map<AppTexts, Set<Language>>>();

/** Remembers an arrived page's area texts (a page with none has nothing to load). */
export function rememberAreaTexts(area: Area, texts: AppTexts | undefined): void {
  if (texts) arrived.set(area, texts);
}

/** Puts `area`'s texts in the translator's language into it, unless it holds them already. */
export async function loadAreaTexts(area: Area, i18n: I18n): Promise<void> {
  const texts = arrived.get(area);
  if (texts) await loadInto(i18n, i18n.locale as Language, [texts]);
}

/** Puts every arrived area's texts in `language` into the translator: before it changes to that language. */
export function loadArrivedTexts(i18n: I18n, language: Language): Promise<void> {
  return loadInto(i18n, language, [...arrived.values()]);
}

async function loadInto(i18n: I18n, language: Language, list: AppTexts[]): Promise<void> {
  const holding = held.get(i18n) ?? new Map<AppTexts, Set<Language>>();
  held.set(i18n, holding);
  const missing = list.filter((texts) => !holding.get(texts)?.has(language));
  if (missing.length === 0) return;
  const catalogs = await Promise.all(missing.map((texts) => texts(language)));
  i18n.load(language, Object.assign({}, ...catalogs) as Catalog);
  for (const texts of missing) holding.set(texts, (holding.get(texts) ?? new Set()).add(language));
}
