import type { SharedTranslate as Translate } from '@ceylon/shared';

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
 * How the calendar writes its months, weekdays and days, in the page's language: @ceylon/shared's
 * texts rather than `Intl`, as the hotel page's calendar is drawn on the server and again in the
 * browser, and a browser without Sinhala's data (Debian's Chromium) writes `Intl`'s Sinhala dates in
 * English. English reads as en-GB wrote it (`Sunday 10 March 2030`), Sinhala and Tamil as `Intl`
 * writes them for Sri Lanka.
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

export function calendarWords(text: Translate): CalendarWords {
  const dayIn = (id: 'shared.calendar.spokenDay' | 'shared.calendar.shownDay', width: 'Long' | 'Short') => (day: string) => {
    const date = dayToDate(day);
    return text(id, {
      weekday: text(`shared.calendar.weekday${width}`, { weekday: date.getDay() }),
      day: String(date.getDate()),
      month: text(`shared.calendar.month${width}`, { month: date.getMonth() + 1 }),
      year: String(date.getFullYear()),
    });
  };
  return {
    month: (date) =>
      text('shared.calendar.caption', {
        month: text('shared.calendar.monthLong', { month: date.getMonth() + 1 }),
        year: String(date.getFullYear()),
      }),
    weekday: (date) => text('shared.calendar.weekdayShort', { weekday: date.getDay() }),
    weekdayName: (date) => text('shared.calendar.weekdayLong', { weekday: date.getDay() }),
    spokenDay: dayIn('shared.calendar.spokenDay', 'Long'),
    shownDay: dayIn('shared.calendar.shownDay', 'Short'),
  };
}
