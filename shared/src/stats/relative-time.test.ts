import { relativeTime } from './relative-time';

const now = new Date('2025-03-20T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('shows seconds under a minute', () => {
    expect(relativeTime(before(1 * SECOND), now)).toBe('1 second ago');
    expect(relativeTime(before(59 * SECOND), now)).toBe('59 seconds ago');
  });

  it('shows minutes from one minute to under an hour', () => {
    expect(relativeTime(before(MINUTE), now)).toBe('1 minute ago');
    expect(relativeTime(before(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
  });

  it('shows hours from one hour to under a day', () => {
    expect(relativeTime(before(HOUR), now)).toBe('1 hour ago');
    expect(relativeTime(before(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it('shows days from one day to under a week', () => {
    expect(relativeTime(before(DAY), now)).toBe('1 day ago');
    expect(relativeTime(before(7 * DAY - SECOND), now)).toBe('6 days ago');
  });

  it('shows the date from a week on', () => {
    expect(relativeTime(before(7 * DAY), now)).toBe('Mar 13, 2025');
    expect(relativeTime('2024-12-31T20:00:00Z', now)).toBe('Jan 1, 2025');
  });

  it('accepts ISO text and a numeric now', () => {
    expect(relativeTime('2025-03-20T11:30:00Z', now.getTime())).toBe('30 minutes ago');
  });

  it('reads a moment ago or a future time as just now', () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(relativeTime('not a date', now)).toBe('—');
  });
});
