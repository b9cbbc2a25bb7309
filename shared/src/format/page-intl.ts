// Dates, relative times and rupees in the page's language, the same on the server and in the browser.
// Node's ICU has Sinhala's data; Chromium's (Debian's, Chrome's) has none, so a browser's
// `Intl.DateTimeFormat('si-LK')` writes "November 2026" and `NumberFormat('si-LK')` "LKR 72,000"
// where the server wrote "2026 ඉල්" and "රු. 72,000", and React draws the page again (error 418).
// So Sinhala is written here from @ceylon/shared's catalog texts (the stay calendar's month and
// weekday names, `shared.time.ago`, `shared.price.rupees`) in the order CLDR's `si` patterns give;
// English and Tamil, which every ICU has, stay on `Intl` exactly as asked. format/page-intl.test.ts
// proves the Sinhala equal to Node's ICU for the same options.
import type { SharedText } from '../i18n/shared-text';

type Translate = (id: SharedText, values?: Record<string, unknown>) => string;

/** What the site asks of a date: any of year, month, day, weekday, and a 24-hour time, in a zone. */
export interface DateOptions {
  year?: 'numeric';
  month?: 'long' | 'short';
  day?: 'numeric';
  weekday?: 'long' | 'short';
  hour?: '2-digit';
  minute?: '2-digit';
  timeZone?: string;
}

export interface DateWriter {
  format: (date: Date) => string;
}

const isSinhala = (locale: string) => locale === 'si' || locale.startsWith('si-');

// The date's numbers in a zone, read through en-US, which every ICU has.
const fieldFormats = new Map<string, Intl.DateTimeFormat>();
function fieldsOf(date: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = fieldFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    fieldFormats.set(key, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * CLDR's `si` patterns: `y MMMM d`, `y MMM d, EEEE`, `MMM d`, `MMM d EEE`, then `, HH.mm` for a
 * time; the month and weekday names are the calendar's (`shared.calendar.month*`, `weekday*`).
 */
function sinhalaDate(date: Date, options: DateOptions, text: Translate): string {
  const f = fieldsOf(date, options.timeZone);
  const width = (style: 'long' | 'short') => (style === 'long' ? 'Long' : 'Short');
  const ymd = [
    options.year && String(f.year),
    options.month && text(`shared.calendar.month${width(options.month)}`, { month: f.month }),
    options.day && String(f.day),
  ].filter(Boolean);
  let written = ymd.join(' ');
  if (options.weekday) {
    const weekday = text(`shared.calendar.weekday${width(options.weekday)}`, { weekday: f.weekday });
    written = written === '' ? weekday : `${written}${options.year ? ', ' : ' '}${weekday}`;
  }
  if (options.hour || options.minute) {
    const time = `${twoDigits(f.hour)}.${twoDigits(f.minute)}`;
    written = written === '' ? time : `${written}, ${time}`;
  }
  return written;
}

/** `Intl.DateTimeFormat(locale, options)`, with Sinhala written from the catalog's words. */
export function dateFormat(locale: string, options: DateOptions, text: Translate): DateWriter {
  if (!isSinhala(locale)) return new Intl.DateTimeFormat(locale, options);
  return { format: (date) => sinhalaDate(date, options, text) };
}

export type AgoUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * `3 minutes ago`, as `Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-3, 'minute')`
 * writes it; Sinhala from `shared.time.ago`.
 */
export function agoFormat(locale: string, text: Translate): (count: number, unit: AgoUnit) => string {
  if (isSinhala(locale)) return (count, unit) => text('shared.time.ago', { count, unit });
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
  return (count, unit) => format.format(-count, unit);
}

export interface MoneyOptions {
  currency: string;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * `Intl.NumberFormat(locale, { style: 'currency', ... })`; rupees in Sinhala are `රු. 72,000`
 * (`shared.price.rupees`, Latin digits grouped by `,`), and Sinhala's other currencies are written
 * as en-US writes them, which is how si-LK writes those the site converts to (DISPLAY_CURRENCIES,
 * format/page-intl.test.ts); dollars are `formatUsd`'s.
 */
export function moneyFormat(locale: string, options: MoneyOptions, text: Translate): { format: (amount: number) => string } {
  if (!isSinhala(locale)) return new Intl.NumberFormat(locale, { style: 'currency', ...options });
  if (options.currency !== 'LKR') return new Intl.NumberFormat('en-US', { style: 'currency', ...options });
  // A rupee has cents: two digits unless the options say otherwise, as Intl counts them.
  const maximumFractionDigits = options.maximumFractionDigits ?? Math.max(options.minimumFractionDigits ?? 2, 2);
  const minimumFractionDigits = options.minimumFractionDigits ?? Math.min(maximumFractionDigits, 2);
  const digits = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
  return {
    format: (amount) => {
      const written = text('shared.price.rupees', { amount: digits.format(Math.abs(amount)) });
      return amount < 0 || Object.is(amount, -0) ? `-${written}` : written;
    },
  };
}
