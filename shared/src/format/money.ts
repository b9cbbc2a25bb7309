import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from '../i18n/languages';

const usd = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  ]),
) as Record<Language, Intl.NumberFormat>;

/**
 * Prices are kept in US dollars and always shown with cents, as `Intl` writes them in the page's
 * language: `$1,234.50` in English (and Tamil), `US$1,234.50` in Sinhala.
 */
export const formatUsd = (amount: number, language: Language = DEFAULT_LANGUAGE) => usd[language].format(amount);
