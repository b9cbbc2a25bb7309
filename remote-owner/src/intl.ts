// Dates and numbers in the page's language, as Intl writes them for Sri Lanka (si-LK, ta-LK);
// English as the owner's pages always wrote it (en-GB dates, en-US numbers). Sinhala's dates and
// lists are written from @ceylon/shared's words (`dateFormat`, `listFormat`, given `useSharedText()`),
// as a browser without Sinhala's data writes them in English; its numbers need no words of their
// own (`1,234`, `62.5%` in every ICU).
import type { Language } from '@ceylon/shared';

/** The locale a language's dates are written in. */
export const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/** Counts and percentages in the page's language: `1,234`, `62.5%`. */
export const numberFormat = (language: Language, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : DATE_LOCALES[language], options);
