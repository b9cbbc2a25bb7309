import { useCallback } from 'react';
import { usePageLanguage } from '../i18n/app-texts';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '../i18n/languages';
import { useSharedText, type SharedText } from '../i18n/shared-text';
import { agoFormat, dateFormat } from '../format/page-intl';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

// Sri Lanka time, like every calendar date of the site, so the text does not depend on the viewer's machine.
const DATE = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Colombo' } as const;
// English without a page's texts (the server's and the tests' own use); pages use useRelativeTime.
// "just now" is docs/product.md §9's words, as `shared.time.justNow` says them in English.
const englishTime = (id: SharedText) => (id === 'shared.time.justNow' ? 'just now' : id);

/**
 * How long ago something happened (docs/product.md §9): seconds, minutes, hours, then days while under a
 * week; a week or more shows the date. A time in the future (clock skew) reads as just now.
 * "3 minutes ago", "මිනිත්තු 3කට පෙර", "3 நிமிடங்களுக்கு முன்": in `language`, as `Intl` writes it,
 * with `text` (the page's @ceylon/shared texts) for "just now" and Sinhala's words (format/page-intl.ts);
 * English unless said.
 */
export function relativeTime(
  date: string | Date,
  now: Date | number = Date.now(),
  language: Language = DEFAULT_LANGUAGE,
  text: (id: SharedText, values?: Record<string, unknown>) => string = englishTime,
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '—';
  const elapsed = Math.max(0, Number(now) - then.getTime());
  const ago = agoFormat(INTL_LOCALES[language], text);
  if (elapsed < SECOND) return text('shared.time.justNow');
  if (elapsed < MINUTE) return ago(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  return dateFormat(INTL_LOCALES[language], DATE, text).format(then);
}

/** relativeTime in the page's language: `const ago = useRelativeTime(); ago(search.at, now)`. */
export function useRelativeTime(): (date: string | Date, now?: Date | number) => string {
  const language = usePageLanguage();
  const text = useSharedText();
  return useCallback((date, now) => relativeTime(date, now, language, text), [language, text]);
}
