// The charts' figures as rows: the charts draw them and their tables (the text equivalents) list them.
import {
  dateFormat,
  INTL_LOCALES,
  LANGUAGES,
  type Dashboard,
  type DateOptions,
  type DateWriter,
  type Language,
  type SharedTranslate as Translate,
} from '@ceylon/shared';

const formats = <T>(make: (locale: string) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(INTL_LOCALES[language])])) as Record<Language, T>;
// The API's months and days are calendar dates: read and written in UTC, they stay the day they name.
const MONTH: DateOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const SHORT_MONTH: DateOptions = { month: 'short', timeZone: 'UTC' };
const DAY: DateOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
// English without a page's texts (Intl writes it, the texts are not read).
const noText: Translate = (id) => id;
const inLanguage = (language: Language, options: DateOptions, text: Translate) => dateFormat(INTL_LOCALES[language], options, text);
const percentFormats = formats(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

const dateOf = (text: string) => new Date(`${text.length === 7 ? `${text}-01` : text}T00:00:00Z`);
const written = (format: DateWriter, text: string) => {
  const date = dateOf(text);
  return Number.isNaN(date.getTime()) ? text : format.format(date);
};

/** `2026-03` → `Mar 2026` in English; `text`, the page's @ceylon/shared texts, gives Sinhala's words (format/page-intl.ts). */
export const monthLabel = (month: string, language: Language = 'en', text: Translate = noText) =>
  written(inLanguage(language, MONTH, text), month);

/**
 * `2026-03-09` → `9 Mar` in English, as the dashboards have always written it (day first, where
 * en-US puts the month first and en-GB writes "Sept"); Sinhala and Tamil as `Intl` writes them.
 */
export function dayLabel(date: string, language: Language = 'en', text: Translate = noText): string {
  if (language !== 'en') return written(inLanguage(language, DAY, text), date);
  const day = dateOf(date);
  return Number.isNaN(day.getTime()) ? date : `${day.getUTCDate()} ${inLanguage('en', SHORT_MONTH, text).format(day)}`;
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

export function monthRows(dashboard: Dashboard, language: Language = 'en', text: Translate = noText): MonthRow[] {
  return dashboard.months.map((month) => ({
    month: month.month,
    label: monthLabel(month.month, language, text),
    shortLabel: written(inLanguage(language, SHORT_MONTH, text), month.month),
    ahead: month.ahead,
    occupancy: Math.round(month.occupancy * 1000) / 10,
    bookedRoomNights: month.bookedRoomNights,
    sellableRoomNights: month.sellableRoomNights,
    revenue: month.revenueCents / 100,
    revenueCents: month.revenueCents,
  }));
}

export function weekRows(dashboard: Dashboard, language: Language = 'en', text: Translate = noText): WeekRow[] {
  return dashboard.weeks.map((week) => ({ week: week.week, label: dayLabel(week.week, language, text), bookings: week.bookings }));
}
