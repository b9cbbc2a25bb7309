// The charts' figures as rows: the charts draw them and their tables (the text equivalents) list them.
import type { Dashboard } from '@ceylon/shared';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03` → `Mar 2026`. */
export function monthLabel(month: string): string {
  const [year, number = 1] = month.split('-').map(Number);
  return `${MONTH_NAMES[number - 1] ?? month} ${year}`;
}

/** `2026-03-09` → `9 Mar`. */
export function dayLabel(date: string): string {
  const [, month = 1, day] = date.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month - 1] ?? ''}`.trim();
}

/** 0.0625 → `6.3%`. */
export const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

export interface MonthRow {
  month: string;
  label: string;
  ahead: boolean;
  /** Occupancy in percent, one decimal. */
  occupancy: number;
  bookedRoomNights: number;
  sellableRoomNights: number;
  /** Revenue in dollars (for the chart's axis); the table shows the cents exactly. */
  revenue: number;
  revenueCents: number;
}

export interface WeekRow {
  week: string;
  label: string;
  bookings: number;
}

export function monthRows(dashboard: Dashboard): MonthRow[] {
  return dashboard.months.map((month) => ({
    month: month.month,
    label: monthLabel(month.month),
    ahead: month.ahead,
    occupancy: Math.round(month.occupancy * 1000) / 10,
    bookedRoomNights: month.bookedRoomNights,
    sellableRoomNights: month.sellableRoomNights,
    revenue: month.revenueCents / 100,
    revenueCents: month.revenueCents,
  }));
}

export function weekRows(dashboard: Dashboard): WeekRow[] {
  return dashboard.weeks.map((week) => ({ week: week.week, label: dayLabel(week.week), bookings: week.bookings }));
}
