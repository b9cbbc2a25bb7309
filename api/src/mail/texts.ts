// The API's own texts in the site's languages (decision 0034): ICU catalogs in
// api/src/locales/<language>.json, compiled as they load with the shared compiler, as the web
// server's are. English is the default and the fallback.
import { compiledTranslators } from '@ceylon/shared/compile-catalog';
import type { Language } from '@ceylon/shared/languages';
import english from '../locales/en.json';
import sinhala from '../locales/si.json';
import tamil from '../locales/ta.json';

const translators = compiledTranslators({ en: english, si: sinhala, ta: tamil }, 'api');

/** One of the API's texts (`api/src/locales/<language>.json`). */
export type ApiText = keyof typeof english;

/** An API text in `language`: `apiText('si', 'mail.hello', { name })`. */
export function apiText(language: Language, id: ApiText, values?: Record<string, unknown>): string {
  return translators[language]._(id, values);
}

/** Each catalog as written, for the completeness test. */
export const apiCatalogs: Readonly<Record<Language, Record<string, string>>> = { en: english, si: sinhala, ta: tamil };
