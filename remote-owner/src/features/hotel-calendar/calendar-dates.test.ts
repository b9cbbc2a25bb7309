import { formatMonth, formatNight, leadingBlanks } from './calendar-dates';
import { testTranslator } from '@ceylon/shared/testing';
import type { OwnerMessage } from '../../texts';
import { closureProblem as closureMessage } from './components/close-dates-form';

// The check's message as an English page shows it.
const english = testTranslator('en');
const closureProblem = (...args: Parameters<typeof closureMessage>) => {
  const message: OwnerMessage | null = closureMessage(...args);
  return message && english._(message.id, message.values);
};

it('names months and nights whatever the clock’s time zone', () => {
  expect(formatMonth('2026-03')).toBe('March 2026');
  expect(formatNight('2026-03-02')).toBe('Monday 2 March 2026');
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
