import { INTL_LOCALES, type Language } from '@ceylon/shared';

// The calendar draws local Date objects; the site counts in `YYYY-MM-DD` Sri Lanka dates. A date
// string becomes local midnight of that day and back, so the browser's own zone never shifts a day.

/** `2030-03-10` → 10 March 2030, 00:00 local time. */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
}

/** A local Date → its `YYYY-MM-DD` day. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * How the calendar writes its months, weekdays and days in a language: English as it always has
 * (en-GB, `Sunday 10 March 2030`), Sinhala and Tamil as `Intl` writes them for Sri Lanka.
 */
export interface CalendarWords {
  /** `March 2030`: a month's caption and its grid's name. */
  month: (date: Date) => string;
  /** `Sun`: a weekday's column. */
  weekday: (date: Date) => string;
  /** `Sunday`: a weekday's column as it is read out. */
  weekdayName: (date: Date) => string;
  /** `Sunday 10 March 2030`, as a screen reader reads a day of the calendar. */
  spokenDay: (day: string) => string;
  /** `Sun 10 Mar 2030`, for the chosen stay's summary. */
  shownDay: (day: string) => string;
}

const wordsIn = new Map<Language, CalendarWords>();

export function calendarWords(language: Language): CalendarWords {
  let words = wordsIn.get(language);
  if (!words) {
    const locale = language === 'en' ? 'en-GB' : INTL_LOCALES[language];
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
    const month = format({ month: 'long', year: 'numeric' });
    const weekday = format({ weekday: 'short' });
    const weekdayName = format({ weekday: 'long' });
    const longDay = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const shortDay = format({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    // English drops the comma after the weekday it has always been written without.
    const tidy = (written: string) => (language === 'en' ? written.replace(',', '') : written);
    words = {
      month: (date) => month.format(date),
      weekday: (date) => weekday.format(date),
      weekdayName: (date) => weekdayName.format(date),
      spokenDay: (day) => tidy(longDay.format(dayToDate(day))),
      shownDay: (day) => tidy(shortDay.format(dayToDate(day))),
    };
    wordsIn.set(language, words);
  }
  return words;
}
