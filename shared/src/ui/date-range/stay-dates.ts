// The rules of the stay calendar, kept apart from React: which day may be chosen next and what
// choosing it does. Dates are `YYYY-MM-DD` strings (Sri Lanka calendar dates, docs/product.md §5).
import { isIsoDate, type NightAvailability } from '@ceylon/shared';

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** What the calendar knows about the hotel's nights and the stay wanted. */
export interface NightRules {
  today: string;
  /** Rooms free per night; a night missing from it counts as free (nothing known, nothing refused). */
  availability?: readonly NightAvailability[];
  /** Rooms wanted for each night; a night with fewer free is full. */
  rooms?: number;
  /** The last day that may be chosen at all (a check-out); nights after it are not offered. */
  lastDate?: string;
}

/** Free rooms per date, for quick lookups. */
export function roomsByDate(availability: readonly NightAvailability[] = []): Map<string, number> {
  return new Map(availability.map((night) => [night.date, night.availableRooms]));
}

/** Whether the night starting on `date` has fewer free rooms than wanted. */
export function isFullNight(date: string, rooms: ReadonlyMap<string, number>, wanted = 1): boolean {
  const free = rooms.get(date);
  return free !== undefined && free < wanted;
}

/** True while the calendar waits for a check-out: a check-in is chosen and no check-out after it. */
export function awaitsCheckOut({ checkIn, checkOut }: StayDates): boolean {
  return isIsoDate(checkIn) && !(isIsoDate(checkOut) && checkOut > checkIn);
}

/**
 * The first full night on or after `checkIn`: the latest check-out a stay from `checkIn` can have,
 * since a stay cannot take in a full night.
 */
export function firstFullNightFrom(checkIn: string, availability: readonly NightAvailability[] = [], wanted = 1): string | undefined {
  let first: string | undefined;
  for (const night of availability) {
    if (night.date >= checkIn && night.availableRooms < wanted && (first === undefined || night.date < first)) first = night.date;
  }
  return first;
}

/** A calendar set up for one state of the stay: which days may be chosen, and what a choice does. */
export function stayChooser(stay: StayDates, rules: NightRules) {
  const rooms = roomsByDate(rules.availability);
  const wanted = rules.rooms ?? 1;
  const pickingCheckOut = awaitsCheckOut(stay);
  const latestCheckOut = pickingCheckOut ? firstFullNightFrom(stay.checkIn, rules.availability, wanted) : undefined;
  const full = (date: string) => isFullNight(date, rooms, wanted);

  /** A check-in needs a free night that is not past and not past the last date. */
  const canCheckIn = (date: string) => date >= rules.today && !full(date) && (rules.lastDate === undefined || date < rules.lastDate);

  const canChoose = (date: string): boolean => {
    if (pickingCheckOut && date > stay.checkIn) {
      return (latestCheckOut === undefined || date <= latestCheckOut) && (rules.lastDate === undefined || date <= rules.lastDate);
    }
    return canCheckIn(date);
  };

  /** The stay after choosing `date`: the check-out when one is awaited and `date` is after check-in, else a new check-in. */
  const choose = (date: string): StayDates => {
    if (!canChoose(date)) return stay;
    if (pickingCheckOut && date > stay.checkIn) return { checkIn: stay.checkIn, checkOut: date };
    return { checkIn: date, checkOut: '' };
  };

  return { pickingCheckOut, canChoose, choose, full, freeRooms: (date: string) => rooms.get(date) };
}
