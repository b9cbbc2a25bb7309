// A hotel's .ics feed, made with the `ics` package (as the booking e-mails' calendar files are): one
// all-day VEVENT per stretch of consecutive unavailable nights — closed, or every room taken by
// bookings here and imported calendars together — from today to the last night a stay may reach.
// Nothing about who stays: every event is "Not available", with a UID made of the hotel and the
// stretch's first night, so a calendar program replaces rather than duplicates it on each refresh.
import { createEvents, type DateArray } from 'ics';
import { addDays } from '@ceylon/shared/domain';

export interface NightLoad {
  night: string;
  roomsTaken: number;
  closed: boolean;
}

export interface UnavailableStretch {
  firstNight: string;
  /** The morning after the last night: the event's exclusive end date. */
  endDate: string;
}

/** Consecutive nights with no room free, as stretches; `nights` in date order. */
export function unavailableStretches(nights: readonly NightLoad[], rooms: number): UnavailableStretch[] {
  const stretches: UnavailableStretch[] = [];
  for (const { night, roomsTaken, closed } of nights) {
    if (!closed && roomsTaken < rooms) continue;
    const last = stretches.at(-1);
    if (last?.endDate === night) last.endDate = addDays(night, 1);
    else stretches.push({ firstNight: night, endDate: addDays(night, 1) });
  }
  return stretches;
}

const dateArray = (date: string): DateArray => date.split('-').map(Number) as DateArray;

export function hotelCalendar(hotelId: string, stretches: readonly UnavailableStretch[]): string {
  const { error, value } = createEvents(
    stretches.map((stretch) => ({
      uid: `${hotelId}-${stretch.firstNight}@ceylon-stays`,
      title: 'Not available',
      start: dateArray(stretch.firstNight),
      end: dateArray(stretch.endDate),
      busyStatus: 'BUSY' as const,
      transp: 'OPAQUE' as const,
    })),
    { productId: 'ceylon-stays/availability', method: 'PUBLISH', calName: 'Ceylon Stays availability' },
  );
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
