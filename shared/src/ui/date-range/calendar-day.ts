// The calendar draws local Date objects; the site counts in `YYYY-MM-DD` Sri Lanka dates. A date
// string becomes local midnight of that day and back, so the browser's own zone never shifts a day.

/** `2030-03-10` → 10 March 2030, 00:00 local time. */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
}

/** A local Date → its `YYYY-MM-DD` day. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** `Sunday 10 March 2030`, as a screen reader reads a day of the calendar. */
export function spokenDay(day: string): string {
  return longDay.format(dayToDate(day)).replace(',', '');
}

/** `Sun 10 Mar 2030`, for the chosen stay's summary. */
export function shownDay(day: string): string {
  return shortDay.format(dayToDate(day)).replace(',', '');
}
