// Jest runs on Node, whose ICU has Sinhala's data: the hand-written Sinhala must be what Node's
// `Intl` writes for si-LK with the same options, for every month and weekday, past and future.
import english from '../locales/en.json';
import sinhala from '../locales/si.json';
import tamil from '../locales/ta.json';
import { createTranslator } from '../i18n/translator';
import type { Language } from '../i18n/languages';
import { DISPLAY_CURRENCIES } from '../domain/currencies';
import { agoFormat, currencyName, dateFormat, listFormat, moneyFormat, type AgoUnit, type DateOptions } from './page-intl';

const translate = (language: Language, catalog: Record<string, string>) => {
  const i18n = createTranslator(language, [catalog]);
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
};
const si = translate('si', sinhala);

// Every date option set the site writes (booking facts, review deadline, relative time's date,
// dashboard charts, the owner's calendar and sync times, the admin's exchange rates), and a few more.
const OPTIONS: DateOptions[] = [
  { month: 'long', year: 'numeric', timeZone: 'UTC' },
  { month: 'short', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'short', timeZone: 'UTC' },
  { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Colombo' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Colombo' },
  { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  { weekday: 'long', timeZone: 'UTC' },
  { weekday: 'short', timeZone: 'UTC' },
  { month: 'long', timeZone: 'UTC' },
  { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Colombo' },
  { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' },
  { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' },
  { dateStyle: 'medium', timeZone: 'UTC' },
];

// Every month of 1999, 2024 (a leap year), 2026 and 2031, on days that walk through the weekdays,
// at hours that cross Colombo's midnight.
const DATES = [1999, 2024, 2026, 2031].flatMap((year) =>
  Array.from(
    { length: 12 },
    (_, month) => new Date(Date.UTC(year, month, 1 + ((month * 3 + year) % 28), (month * 5) % 24, (month * 7) % 60)),
  ),
);

describe('Sinhala dates without the browser’s data', () => {
  it('covers every month and weekday', () => {
    expect(new Set(DATES.map((date) => date.getUTCMonth())).size).toBe(12);
    expect(new Set(DATES.map((date) => date.getUTCDay())).size).toBe(7);
  });

  it.each(OPTIONS.map((options) => [JSON.stringify(options), options] as const))('writes %s as Node’s ICU does for si-LK', (_, options) => {
    const ours = dateFormat('si-LK', options, si);
    const icu = new Intl.DateTimeFormat('si-LK', options);
    for (const date of DATES) expect(ours.format(date)).toBe(icu.format(date));
  });

  it('leaves English and Tamil to Intl', () => {
    const options: DateOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    expect(dateFormat('en-US', options, si)).toBeInstanceOf(Intl.DateTimeFormat);
    expect(dateFormat('ta-LK', options, si)).toBeInstanceOf(Intl.DateTimeFormat);
  });
});

describe('relative times', () => {
  const UNITS: AgoUnit[] = ['second', 'minute', 'hour', 'day'];
  const COUNTS = [0, 1, 2, 3, 5, 11, 21, 59];

  it('writes Sinhala as Node’s ICU does for si, from shared.time.ago', () => {
    const ago = agoFormat('si', si);
    const icu = new Intl.RelativeTimeFormat('si', { numeric: 'always', style: 'long' });
    for (const unit of UNITS) for (const count of COUNTS) expect(ago(count, unit)).toBe(icu.format(-count, unit));
  });

  // English and Tamil are written by Intl; their catalog texts say the same, so a translator sees them.
  it.each([
    ['en', 'en-US', english],
    ['ta', 'ta', tamil],
  ] as const)('has %s texts that say what Intl writes', (language, locale, catalog) => {
    const text = translate(language, catalog);
    const icu = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
    for (const unit of UNITS) for (const count of COUNTS) expect(text('shared.time.ago', { unit, count })).toBe(icu.format(-count, unit));
  });
});

describe('money', () => {
  const AMOUNTS = [0, 1, 7.5, 99.994, 999, 1000, 72_000, 72_000.4, 1_234_567.891, -72_000.5];

  it.each(DISPLAY_CURRENCIES.map((currency) => [currency]))('writes %s in Sinhala as Node’s ICU does for si-LK', (currency) => {
    for (const digits of [
      {},
      { minimumFractionDigits: 0, maximumFractionDigits: 0 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    ]) {
      const ours = moneyFormat('si-LK', { currency, ...digits }, si);
      const icu = new Intl.NumberFormat('si-LK', { style: 'currency', currency, ...digits });
      for (const amount of AMOUNTS) expect(ours.format(amount)).toBe(icu.format(amount));
    }
  });

  it('writes rupees රු. with Latin digits', () => {
    expect(moneyFormat('si-LK', { currency: 'LKR', maximumFractionDigits: 0 }, si).format(72_000)).toBe('රු.\u00a072,000');
  });

  it.each([
    ['en', 'en-US', english],
    ['ta', 'ta-LK', tamil],
  ] as const)('has %s rupees that say what Intl writes', (language, locale, catalog) => {
    const written = translate(language, catalog)('shared.price.rupees', { amount: '72,000' });
    expect(written).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 }).format(72_000));
  });
});

describe('lists', () => {
  const LISTS = [[], ['සිකු'], ['සිකු', 'සෙන'], ['සිකු', 'සෙන', 'ඉරිදා'], ['සඳුදා', 'අඟහ', 'බදාදා', 'බ්‍රහස්', 'සිකු']];

  it('writes Sinhala as Node’s ICU does for si, from shared.list.and', () => {
    const ours = listFormat('si-LK', si);
    const icu = new Intl.ListFormat('si', { type: 'conjunction' });
    for (const items of LISTS) expect(ours(items)).toBe(icu.format(items));
  });

  it.each([
    ['en', 'en-US', english],
    ['ta', 'ta-LK', tamil],
  ] as const)('has %s texts that say what Intl writes', (language, locale, catalog) => {
    const text = translate(language, catalog);
    const icu = new Intl.ListFormat(locale, { type: 'conjunction' });
    for (const items of LISTS.filter((list) => list.length > 1)) {
      expect(text('shared.list.and', { count: items.length, first: items.slice(0, -1).join(', '), last: items.at(-1) })).toBe(
        icu.format(items),
      );
    }
  });
});

describe('currency names', () => {
  const CODES = ['USD', ...DISPLAY_CURRENCIES];

  // Node names two of them otherwise (`ශ්‍රී ලංකා රුපියල`, `බ්‍රිතාන්‍ය ස්ටර්ලින් පවුම්`); the site says
  // them as its currency choice does, and the same on the server and in the browser.
  it('names them in Sinhala from shared.currency.name, and an unknown code as itself', () => {
    const named = currencyName('si', si);
    expect(CODES.map(named)).toEqual(['ඇමරිකානු ඩොලර්', 'ශ්‍රී ලංකා රුපියල්', 'යුරෝ', 'බ්‍රිතාන්‍ය පවුම්', 'ඉන්දියානු රුපියල්']);
    expect(named('JPY')).toBe('JPY');
  });

  it.each([
    ['en', 'en', english],
    ['ta', 'ta', tamil],
  ] as const)('leaves %s to Intl, and its texts say what Intl writes', (language, locale, catalog) => {
    const text = translate(language, catalog);
    const icu = new Intl.DisplayNames([locale, 'en'], { type: 'currency' });
    for (const code of CODES) {
      expect(currencyName(locale, si)(code)).toBe(icu.of(code));
      expect(text('shared.currency.name', { currency: code })).toBe(icu.of(code));
    }
  });
});
