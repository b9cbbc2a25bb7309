/**
 * The site's languages (docs/decisions/0023): English, Sinhala and Tamil. English pages keep the
 * paths they have always had; a Sinhala or Tamil page is the same path under `/si` or `/ta`.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const prefixed = /^\/(si|ta)(?=\/|$)/;

/** The language a site path is in, and the path itself without the language: `/si/about` → `si`, `/about`. */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const found = prefixed.exec(pathname);
  if (!found) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: found[1] as Language, path: pathname.slice(found[0].length) || '/' };
}

/** A site path (without a language) in `language`: `/about` in Tamil is `/ta/about`, home is `/ta`. */
export function pathIn(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * The language a browser asks for first of those the site has, by its `Accept-Language` header's
 * weights (`si-LK,si;q=0.9,en;q=0.8` → `si`); English when it asks for none of them or sends none.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const asked = acceptLanguage
    .split(',')
    .slice(0, 32)
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const weight = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.language))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return (asked[0]?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The router's basename for a language's pages: none for English, `/si` and `/ta` for the others. */
export function basenameOf(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : `/${language}`;
}

/**
 * The cookie that remembers the language a browser chose with the switch (`en`, `si` or `ta`):
 * a page asked for without a language (`/about`) is then sent to that language's address.
 * Readable by the page, which sets it; it says nothing of who the visitor is.
 */
export const LANGUAGE_COOKIE = 'language';

/** How long the language is remembered: a year, as every choice the browser keeps. */
export { CHOICE_COOKIE_MAX_AGE_S as LANGUAGE_COOKIE_MAX_AGE_S } from '../browser/choice-cookie';

/** The locale `Intl` writes each language in: English as the site always has, Sinhala and Tamil as in Sri Lanka. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', si: 'si-LK', ta: 'ta-LK' };
