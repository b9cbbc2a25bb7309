// The nights an external calendar covers, read with ical.js (Mozilla's RFC 5545 parser). Each event
// covers the nights from its start date up to, not including, its end date (an all-day event of one
// day, or an event that starts and ends on one day, covers that one night). Dates are taken as the
// calendar writes them; a time in UTC is first moved to Sri Lanka's date. Only nights in `window`
// count. A calendar that is not one, or has too many events, is refused with the reason.
import ICAL from 'ical.js';
import { addDays, todayInColombo } from '@ceylon/shared/domain';
import { FeedRefused } from './feed-refused';

/** Events one calendar may have (Airbnb's and Booking.com's hold a few hundred at most). */
export const MAX_FEED_EVENTS = 10_000;
/** Occurrences of repeating events expanded per calendar, all events together. */
const MAX_OCCURRENCES = 20_000;

export interface NightWindow {
  /** The first night that counts, and the first one after the window. */
  from: string;
  toExclusive: string;
}

export interface FeedNights {
  /** VEVENTs in the calendar, cancelled ones included. */
  eventsRead: number;
  /** The nights of the window the events cover, sorted, each once. */
  nights: string[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Sri Lankan date of a UTC time; the written date of a floating or zoned one (or a date). */
function dateOf(time: ICAL.Time): string {
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) return todayInColombo(new Date(time.toUnixTime() * 1000));
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

function parseCalendar(text: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 120) : 'unreadable';
    throw new FeedRefused(`The calendar could not be read: ${detail}`);
  }
  if (!Array.isArray(parsed) || parsed[0] !== 'vcalendar')
    throw new FeedRefused('The address did not return a calendar (no BEGIN:VCALENDAR)');
  return new ICAL.Component(parsed);
}

export function feedNights(text: string, window: NightWindow): FeedNights {
  const calendar = parseCalendar(text);
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length > MAX_FEED_EVENTS) {
    throw new FeedRefused(
      `The calendar has ${events.length.toLocaleString('en')} events; at most ${MAX_FEED_EVENTS.toLocaleString('en')} are read`,
    );
  }
  const nights = new Set<string>();
  const cover = (start: ICAL.Time, end: ICAL.Time) => {
    const first = dateOf(start);
    const last = dateOf(end);
    const after = last > first ? last : addDays(first, 1);
    for (let night = first < window.from ? window.from : first; night < after && night < window.toExclusive; night = addDays(night, 1)) {
      nights.add(night);
    }
  };
  let occurrences = 0;
  for (const [index, component] of events.entries()) {
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
      if (!event.startDate) throw new Error('it has no start (DTSTART)');
      if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
      if (!event.isRecurring()) {
        cover(event.startDate, event.endDate);
        continue;
      }
      const iterator = event.iterator();
      for (let next = iterator.next(); next && dateOf(next) < window.toExclusive; next = iterator.next()) {
        occurrences += 1;
        if (occurrences > MAX_OCCURRENCES)
          throw new FeedRefused(`The calendar's repeating events have more than ${MAX_OCCURRENCES.toLocaleString('en')} dates`);
        const details = event.getOccurrenceDetails(next);
        cover(details.startDate, details.endDate);
      }
    } catch (error) {
      if (error instanceof FeedRefused) throw error;
      const detail = error instanceof Error ? error.message.slice(0, 120) : 'unreadable';
      throw new FeedRefused(`Event ${index + 1} of the calendar could not be read: ${detail}`);
    }
  }
  return { eventsRead: events.length, nights: [...nights].sort() };
}
