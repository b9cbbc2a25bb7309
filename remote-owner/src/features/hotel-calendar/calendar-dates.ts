// Months and nights as the calendar shows them: `YYYY-MM` and `YYYY-MM-DD`, in Sri Lanka time like
// every booking date; the weekday and names come from UTC so no clock's time zone shifts them.

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const nightName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortName = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2026-03` → `March 2026`. */
export const formatMonth = (month: string) => monthName.format(utc(`${month}-01`));
/** `2026-03-02` → `Monday 2 March 2026`. */
export const formatNight = (night: string) => nightName.format(utc(night)).replace(',', '');
/** `2026-03-02` → `2 Mar 2026`. */
export const formatShortDate = (night: string) => shortName.format(utc(night));

/** Blank cells before the first night so it falls under its weekday (weeks start on Monday). */
export function leadingBlanks(firstNight: string): number {
  return (utc(firstNight).getUTCDay() + 6) % 7;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const syncTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Colombo',
});

/** An instant as Sri Lanka's clock shows it: `27 Nov 2026, 10:15`. */
export const formatSyncTime = (timestamp: string) => syncTime.format(new Date(timestamp));
