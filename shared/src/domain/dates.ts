// Booking dates are calendar dates in Sri Lanka time, whatever the clock of the browser or server.

export const BOOKING_TIME_ZONE = 'Asia/Colombo';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const colomboFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Asia/Colombo as `YYYY-MM-DD`. */
export function todayInColombo(now: Date = new Date()): string {
  const parts = colomboFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function toUtcMs(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  const [, y, m, d] = match;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

/** True for a real calendar date written `YYYY-MM-DD` (so not `2025-02-30`). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const ms = toUtcMs(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The date `n` days after `date` (before it when `n` is negative). */
export function addDays(date: string, n: number): string {
  const ms = toUtcMs(date);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${date}`);
  return new Date(ms + n * DAY_MS).toISOString().slice(0, 10);
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** The month (`YYYY-MM`) `n` months after `month` (before it when negative). */
export function addMonths(month: string, n: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1 + n, 1)).toISOString().slice(0, 7);
}

/** `2026-03` → its first night and the first night of the month after. */
export function monthRange(month: string): { first: string; next: string } {
  return { first: `${month}-01`, next: `${addMonths(month, 1)}-01` };
}

/** Nights between two dates: the day difference, rounded up (docs/product.md §9). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.ceil((toUtcMs(checkOut) - toUtcMs(checkIn)) / DAY_MS);
}
