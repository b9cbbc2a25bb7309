// Months and nights as the calendar shows them: `YYYY-MM` and `YYYY-MM-DD`, in Sri Lanka time like
// every booking date; the weekday and names come from UTC so no clock's time zone shifts them.
// Written in the page's language (../../intl.ts): Sinhala from @ceylon/shared's words, `text`.
import { dateFormat, listFormat, type DateOptions, type Language, type SharedTranslate } from '@ceylon/shared';
import { DATE_LOCALES as LOCALES } from '../../intl';

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Writes `options` in a language (page-intl makes each Intl formatter once). */
const writer = (options: DateOptions) => (language: Language, text: SharedTranslate) => dateFormat(LOCALES[language], options, text);

const monthName = writer({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const nightName = writer({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortName = writer({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayLong = writer({ weekday: 'long', timeZone: 'UTC' });
const weekdayShort = writer({ weekday: 'short', timeZone: 'UTC' });

/** `2026-03` → `March 2026`. */
export const formatMonth = (month: string, language: Language, text: SharedTranslate) =>
  monthName(language, text).format(utc(`${month}-01`));
/** `2026-03-02` → `Monday 2 March 2026` (English without the comma Intl puts after the weekday). */
export const formatNight = (night: string, language: Language, text: SharedTranslate) => {
  const name = nightName(language, text).format(utc(night));
  return language === 'en' ? name.replace(',', '') : name;
};
/** `2026-03-02` → `2 Mar 2026`. */
export const formatShortDate = (night: string, language: Language, text: SharedTranslate) => shortName(language, text).format(utc(night));

/** Blank cells before the first night so it falls under its weekday (weeks start on Monday). */
export function leadingBlanks(firstNight: string): number {
  return (utc(firstNight).getUTCDay() + 6) % 7;
}

/** 2030-07-01 was a Monday: the nights of a week from it, by ISO number (1 Monday … 7 Sunday). */
const isoWeekday = (day: number) => utc(`2030-07-0${day}`);

/** A night of the week by ISO number (1 Monday … 7 Sunday): `Monday`, or `Mon` when `short`. */
export const weekdayName = (day: number, language: Language, text: SharedTranslate, short = false) =>
  (short ? weekdayShort : weekdayLong)(language, text).format(isoWeekday(day));

/** The columns' heads, Monday first: `Mon` … `Sun`. */
export const weekdays = (language: Language, text: SharedTranslate) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, language, text, true));

/** `Fri and Sat`, in the language's words. */
export const listOf = (items: readonly string[], language: Language, text: SharedTranslate) => listFormat(LOCALES[language], text)(items);

const syncTime = writer({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Colombo',
});

/** An instant as Sri Lanka's clock shows it: `27 Nov 2026, 10:15`. */
export const formatSyncTime = (timestamp: string, language: Language, text: SharedTranslate) =>
  syncTime(language, text).format(new Date(timestamp));
