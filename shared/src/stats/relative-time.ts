const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

// Sri Lanka time, like every calendar date of the site, so the text does not depend on the viewer's machine.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'Asia/Colombo',
});

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago something happened (docs/product.md §9): seconds, minutes, hours, then days while under a
 * week; a week or more shows the date. A time in the future (clock skew) reads as just now.
 */
export function relativeTime(date: string | Date, now: Date | number = Date.now()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '—';
  const elapsed = Math.max(0, Number(now) - then.getTime());
  if (elapsed < SECOND) return 'just now';
  if (elapsed < MINUTE) return ago(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  return dateFormat.format(then);
}
