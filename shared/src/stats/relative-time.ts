import { useCallback } from 'react';
import { usePageLanguage } from '../i18n/app-texts';
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from '../i18n/languages';
import { useSharedText } from '../i18n/shared-text';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const byLanguage = <T>(make: (locale: string) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(INTL_LOCALES[language])])) as Record<Language, T>;
// Sri Lanka time, like every calendar date of the site, so the text does not depend on the viewer's machine.
const dateFormats = byLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Colombo' }),
);
// "3 minutes ago", "මිනිත්තු 3කට පෙර", "3 நிமிடங்களுக்கு முன்": the language's own words and plurals.
const agoFormats = byLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' }));

/**
 * How long ago something happened (docs/product.md §9): seconds, minutes, hours, then days while under a
 * week; a week or more shows the date. A time in the future (clock skew) reads as just now
 * (`justNow`, the page's words for it). In `language`, as `Intl` writes it; English unless said.
 */
export function relativeTime(
  date: string | Date,
  now: Date | number = Date.now(),
  language: Language = DEFAULT_LANGUAGE,
  justNow = 'just now',
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '—';
  const elapsed = Math.max(0, Number(now) - then.getTime());
  const ago = (count: number, unit: Intl.RelativeTimeFormatUnit) => agoFormats[language].format(-count, unit);
  if (elapsed < SECOND) return justNow;
  if (elapsed < MINUTE) return ago(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  return dateFormats[language].format(then);
}

/** relativeTime in the page's language: `const ago = useRelativeTime(); ago(search.at, now)`. */
export function useRelativeTime(): (date: string | Date, now?: Date | number) => string {
  const language = usePageLanguage();
  const text = useSharedText();
  return useCallback((date, now) => relativeTime(date, now, language, text('shared.time.justNow')), [language, text]);
}
