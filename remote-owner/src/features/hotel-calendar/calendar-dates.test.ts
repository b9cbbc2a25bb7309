import { formatMonth, formatNight, formatShortDate, formatSyncTime, leadingBlanks, listOf, weekdayName, weekdays } from './calendar-dates';
import type { SharedText } from '@ceylon/shared';
import { testTranslator } from '@ceylon/shared/testing';
import type { OwnerMessage } from '../../texts';
import { closureProblem as closureMessage } from './components/close-dates-form';

// The check's message as an English page shows it.
const english = testTranslator('en');
// @ceylon/shared's words as a page in the language gives them (`useSharedText()`).
const sharedWords = (language: 'en' | 'si' | 'ta') => {
  const i18n = testTranslator(language);
  return (id: SharedText, values?: Record<string, unknown>) => i18n._(id, values);
};
const closureProblem = (...args: Parameters<typeof closureMessage>) => {
  const message: OwnerMessage | null = closureMessage(...args);
  return message && english._(message.id, message.values);
};

it('names months and nights whatever the clock’s time zone', () => {
  const words = sharedWords('en');
  expect(formatMonth('2026-03', 'en', words)).toBe('March 2026');
  expect(formatNight('2026-03-02', 'en', words)).toBe('Monday 2 March 2026');
  expect(formatShortDate('2026-03-02', 'en', words)).toBe('2 Mar 2026');
  expect(weekdays('en', words)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  expect(listOf([weekdayName(5, 'en', words, true), weekdayName(6, 'en', words, true)], 'en', words)).toBe('Fri and Sat');
  expect(formatSyncTime('2026-11-27T04:45:00Z', 'en', words)).toBe('27 Nov 2026, 10:15');
});

// Jest runs on Node, whose ICU has Sinhala's data; a browser's has none, so Sinhala is written from
// @ceylon/shared's words, and must read as Node's Intl writes it for si-LK.
describe('Sinhala without the browser’s data', () => {
  const words = sharedWords('si');
  const icu = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('si-LK', { timeZone: 'UTC', ...options });
  const MONTHS = Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}`);
  const NIGHTS = MONTHS.map((month, index) => `${month}-${String(index + 3).padStart(2, '0')}`);

  it('names months, nights and short dates as Intl does', () => {
    for (const month of MONTHS) {
      expect(formatMonth(month, 'si', words)).toBe(icu({ month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`)));
    }
    for (const night of NIGHTS) {
      const date = new Date(`${night}T00:00:00Z`);
      expect(formatNight(night, 'si', words)).toBe(icu({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date));
      expect(formatShortDate(night, 'si', words)).toBe(icu({ day: 'numeric', month: 'short', year: 'numeric' }).format(date));
    }
  });

  it('names weekdays, lists them and writes sync times as Intl does', () => {
    const monday = new Date('2030-07-01T00:00:00Z');
    const week = [0, 1, 2, 3, 4, 5, 6].map((day) => new Date(monday.getTime() + day * 86_400_000));
    expect(weekdays('si', words)).toEqual(week.map((date) => icu({ weekday: 'short' }).format(date)));
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, 'si', words))).toEqual(
      week.map((date) => icu({ weekday: 'long' }).format(date)),
    );
    const nights = weekdays('si', words).slice(4);
    const list = new Intl.ListFormat('si', { type: 'conjunction' });
    expect(listOf(nights.slice(0, 2), 'si', words)).toBe(list.format(nights.slice(0, 2)));
    expect(listOf(nights, 'si', words)).toBe(list.format(nights));
    const sync = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Colombo' } as const;
    for (const instant of ['2026-11-27T04:45:00Z', '2026-01-31T19:05:00Z']) {
      expect(formatSyncTime(instant, 'si', words)).toBe(new Intl.DateTimeFormat('si-LK', sync).format(new Date(instant)));
    }
  });
});

it('puts the first night under its weekday, weeks starting on Monday', () => {
  expect(leadingBlanks('2026-03-01')).toBe(6); // a Sunday
  expect(leadingBlanks('2026-06-01')).toBe(0); // a Monday
});

it('checks a closure’s nights in the order they are filled in', () => {
  const today = '2026-03-10';
  expect(closureProblem('', '2026-03-12', today)).toBe('Choose the first and last night to close');
  expect(closureProblem('2026-02-30', '2026-03-12', today)).toBe('Nights must be dates such as 2026-03-01');
  expect(closureProblem('2026-03-09', '2026-03-12', today)).toBe('The first night cannot be in the past');
  expect(closureProblem('2026-03-12', '2026-03-11', today)).toBe('The last night cannot be before the first night');
  expect(closureProblem('2026-03-10', '2026-03-10', today)).toBeNull();
});
