// Dates, relative times, rupees, lists and currency names in the page's language, the same on the server and in the browser.
// Node's ICU has Sinhala's data; Chromium's (Debian's, Chrome's) has none, so a browser's
// `Intl.DateTimeFormat('si-LK')` writes "November 2026" and `NumberFormat('si-LK')` "LKR 72,000"
// where the server wrote "2026 ඉල්" and "රු. 72,000", and React draws the page again (error 418).
// So Sinhala is written here from @ceylon/shared's catalog texts (the stay calendar's month and
// weekday names, `shared.time.ago`, `shared.price.rupees`, `shared.list.and`, `shared.currency.name`)
// in the order CLDR's `si` patterns give;
// English and Tamil, which every ICU has, stay on `Intl` exactly as asked. format/page-intl.test.ts
// proves the Sinhala equal to Node's ICU for the same options.
import type { SharedTranslate as Translate } from '../i18n/shared-text';

/**
 * What the site asks of a date: any of year, month, day, weekday, and a 24-hour time, in a zone; or
 * a medium date with a short time (Sinhala's are `y MMM d` and `HH.mm`, the fields below).
 */
export interface DateOptions {
  dateStyle?: 'medium';
  timeStyle?: 'short';
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

// Intl's formatters are costly to make and the same for the same locale and options: one each,
// however many rows and renders ask for it.
const made = new Map<string, unknown>();
function once<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

// The date's numbers in a zone, read through en-US, which every ICU has.
function fieldsOf(date: Date, timeZone: string | undefined) {
  const format = once(
    'fields',
    'en-US',
    { timeZone },
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }),
  );
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
function sinhalaDate(date: Date, styled: DateOptions, text: Translate): string {
  const options: DateOptions = {
    ...styled,
    ...(styled.dateStyle === 'medium' && { year: 'numeric', month: 'short', day: 'numeric' }),
    ...(styled.timeStyle === 'short' && { hour: '2-digit', minute: '2-digit' }),
  };
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
  if (!isSinhala(locale)) return once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
  return { format: (date) => sinhalaDate(date, options, text) };
}

export type AgoUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * `3 minutes ago`, as `Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-3, 'minute')`
 * writes it; Sinhala from `shared.time.ago`.
 */
export function agoFormat(locale: string, text: Translate): (count: number, unit: AgoUnit) => string {
  if (isSinhala(locale)) return (count, unit) => text('shared.time.ago', { count, unit });
  const format = once('ago', locale, {}, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' }));
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
  if (!isSinhala(locale)) return once('money', locale, options, () => new Intl.NumberFormat(locale, { style: 'currency', ...options }));
  if (options.currency !== 'LKR')
    return once('money', 'en-US', options, () => new Intl.NumberFormat('en-US', { style: 'currency', ...options }));
  // A rupee has cents: two digits unless the options say otherwise, as Intl counts them.
  const maximumFractionDigits = options.maximumFractionDigits ?? Math.max(options.minimumFractionDigits ?? 2, 2);
  const minimumFractionDigits = options.minimumFractionDigits ?? Math.min(maximumFractionDigits, 2);
  const digits = once(
    'digits',
    'en-US',
    { minimumFractionDigits, maximumFractionDigits },
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }),
  );
  return {
    format: (amount) => {
      const written = text('shared.price.rupees', { amount: digits.format(Math.abs(amount)) });
      return amount < 0 || Object.is(amount, -0) ? `-${written}` : written;
    },
  };
}

/**
 * `Intl.ListFormat(locale, { type: 'conjunction' })`: `Fri, Sat and Sun`; Sinhala from
 * `shared.list.and` (`සිකු, සෙන, සහ ඉරිදා`, and `සිකු සහ සෙන` for two).
 */
export function listFormat(locale: string, text: Translate): (items: readonly string[]) => string {
  if (!isSinhala(locale)) {
    const format = once('list', locale, {}, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
    return (items) => format.format(items);
  }
  return (items) => {
    if (items.length < 2) return items.join('');
    return text('shared.list.and', { count: items.length, first: items.slice(0, -1).join(', '), last: items.at(-1) });
  };
}

/**
 * `Intl.DisplayNames([locale, 'en'], { type: 'currency' })`: `Sri Lankan Rupee`; Sinhala from
 * `shared.currency.name`, the words the shell's currency choice names them in (`currency.*`), as
 * the browser has no Sinhala names and Node's two differ from the site's (`ශ්‍රී ලංකා රුපියල`,
 * `බ්‍රිතාන්‍ය ස්ටර්ලින් පවුම්`); a code it does not know is itself.
 */
export function currencyName(locale: string, text: Translate): (code: string) => string {
  if (!isSinhala(locale)) {
    const names = once('currencies', locale, {}, () => new Intl.DisplayNames([locale, 'en'], { type: 'currency' }));
    return (code) => names.of(code) ?? code;
  }
  return (code) => text('shared.currency.name', { currency: code });
}
