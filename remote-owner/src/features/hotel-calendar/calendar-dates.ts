// Months and nights as the calendar shows them: `YYYY-MM` and `YYYY-MM-DD`, in Sri Lanka time like
// every booking date; the weekday and names come from UTC so no clock's time zone shifts them.
// Written in the page's language (../../intl.ts).
import type { Language } from '@ceylon/shared';
import { DATE_LOCALES as LOCALES } from '../../intl';

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** One Intl.DateTimeFormat per language for `options`, made the first time that language asks. */
function dateFormat(options: Intl.DateTimeFormatOptions) {
  const made: Partial<Record<Language, Intl.DateTimeFormat>> = {};
  return (language: Language) => (made[language] ??= new Intl.DateTimeFormat(LOCALES[language], options));
}

const monthName = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const nightName = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortName = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayLong = dateFormat({ weekday: 'long', timeZone: 'UTC' });
const weekdayShort = dateFormat({ weekday: 'short', timeZone: 'UTC' });

/** `2026-03` → `March 2026`. */
export const formatMonth = (month: string, language: Language = 'en') => monthName(language).format(utc(`${month}-01`));
/** `2026-03-02` → `Monday 2 March 2026` (English without the comma Intl puts after the weekday). */
export const formatNight = (night: string, language: Language = 'en') => {
  const name = nightName(language).format(utc(night));
  return language === 'en' ? name.replace(',', '') : name;
};
/** `2026-03-02` → `2 Mar 2026`. */
export const formatShortDate = (night: string, language: Language = 'en') => shortName(language).format(utc(night));

/** Blank cells before the first night so it falls under its weekday (weeks start on Monday). */
export function leadingBlanks(firstNight: string): number {
  return (utc(firstNight).getUTCDay() + 6) % 7;
}

/** 2030-07-01 was a Monday: the nights of a week from it, by ISO number (1 Monday … 7 Sunday). */
const isoWeekday = (day: number) => utc(`2030-07-0${day}`);

/** A night of the week by ISO number (1 Monday … 7 Sunday): `Monday`, or `Mon` when `short`. */
export const weekdayName = (day: number, language: Language = 'en', short = false) =>
  (short ? weekdayShort : weekdayLong)(language).format(isoWeekday(day));

/** The columns' heads, Monday first: `Mon` … `Sun`. */
export const weekdays = (language: Language = 'en') => [1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, language, true));

/** `Fri and Sat`, in the language's words. */
export const listOf = (items: readonly string[], language: Language = 'en') =>
  new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(items);

const syncTime = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Colombo',
});

/** An instant as Sri Lanka's clock shows it: `27 Nov 2026, 10:15`. */
export const formatSyncTime = (timestamp: string, language: Language = 'en') => syncTime(language).format(new Date(timestamp));
