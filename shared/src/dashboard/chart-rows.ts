// The charts' figures as rows: the charts draw them and their tables (the text equivalents) list them.
import { INTL_LOCALES, LANGUAGES, type Dashboard, type Language } from '@ceylon/shared';

const formats = <T>(make: (locale: string) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(INTL_LOCALES[language])])) as Record<Language, T>;
// The API's months and days are calendar dates: read and written in UTC, they stay the day they name.
const monthFormats = formats((locale) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }));
const shortMonthFormats = formats((locale) => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }));
const dayFormats = formats((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const percentFormats = formats(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

const dateOf = (text: string) => new Date(`${text.length === 7 ? `${text}-01` : text}T00:00:00Z`);
const written = (format: Intl.DateTimeFormat, text: string) => {
  const date = dateOf(text);
  return Number.isNaN(date.getTime()) ? text : format.format(date);
};

/** `2026-03` → `Mar 2026` in English. */
export const monthLabel = (month: string, language: Language = 'en') => written(monthFormats[language], month);

/**
 * `2026-03-09` → `9 Mar` in English, as the dashboards have always written it (day first, where
 * en-US puts the month first and en-GB writes "Sept"); Sinhala and Tamil as `Intl` writes them.
 */
export function dayLabel(date: string, language: Language = 'en'): string {
  if (language !== 'en') return written(dayFormats[language], date);
  const day = dateOf(date);
  return Number.isNaN(day.getTime()) ? date : `${day.getUTCDate()} ${shortMonthFormats.en.format(day)}`;
}

/** 0.0625 → `6.3%` in English. */
export const percent = (share: number, language: Language = 'en') => percentFormats[language].format(share);

export interface MonthRow {
  month: string;
  label: string;
  /** The month alone, for the chart's axis: `Mar`. */
  shortLabel: string;
  ahead: boolean;
  /** Occupancy in percent, one decimal. */
  occupancy: number;
  bookedRoomNights: number;
  sellableRoomNights: number;
  /** Revenue in dollars (for the chart's axis); the table shows the cents exactly. */
  revenue: number;
  revenueCents: number;
}

export interface WeekRow {
  week: string;
  label: string;
  bookings: number;
}

export function monthRows(dashboard: Dashboard, language: Language = 'en'): MonthRow[] {
  return dashboard.months.map((month) => ({
    month: month.month,
    label: monthLabel(month.month, language),
    shortLabel: written(shortMonthFormats[language], month.month),
    ahead: month.ahead,
    occupancy: Math.round(month.occupancy * 1000) / 10,
    bookedRoomNights: month.bookedRoomNights,
    sellableRoomNights: month.sellableRoomNights,
    revenue: month.revenueCents / 100,
    revenueCents: month.revenueCents,
  }));
}

export function weekRows(dashboard: Dashboard, language: Language = 'en'): WeekRow[] {
  return dashboard.weeks.map((week) => ({ week: week.week, label: dayLabel(week.week, language), bookings: week.bookings }));
}
