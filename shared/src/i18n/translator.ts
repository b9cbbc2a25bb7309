import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from './languages';

/**
 * An app's messages in one language (`src/locales/<language>.json`: a message id → its ICU
 * message). Builds compile them (shared/build/catalog-loader.ts), as Lingui wants in production;
 * tests load them as written and Lingui compiles them as it reads them.
 */
export type Catalog = Messages;

/**
 * A translator for `language`, holding the catalogs of the apps on the page (the shell's, and the
 * areas' as their pages arrive: `translator.load`). One per page in the browser, one per request on
 * the server: a shared one would put one visitor's language into another's page.
 */
export function createTranslator(language: Language, catalogs: readonly Catalog[]): I18n {
  return setupI18n({ locale: language, messages: { [language]: Object.assign({}, ...catalogs) as Catalog } });
}

export type { I18n } from '@lingui/core';
