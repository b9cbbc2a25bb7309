// Calendar sync by iCal: a hotel's secret .ics feed for other sites to import,
// and the external calendars (Airbnb, Booking.com …) it imports, each holding one room on its nights.
import { Type } from 'typebox';
import { Id, IsoDateText, Text, Timestamp } from './common';
import { SINGLE_LINE } from './keywords';

/** External calendars one hotel may import. */
export const MAX_CALENDAR_FEEDS = 10;

/** `GET /api/hotels/:id/calendar-export`, `POST …/calendar-export` (a new address; the old one stops working). */
export const CalendarExportSchema = Type.Object({
  /** The secret address of the hotel's .ics feed: anyone who has it can read which nights are unavailable. */
  url: Type.String(),
  createdAt: Timestamp,
});

/** `POST /api/hotels/:id/calendar-feeds`. */
export const CalendarFeedBody = Type.Object({
  /** What the owner calls it ("Airbnb", "Booking.com – family room"). */
  name: Text(60),
  /** The other site's export link: http or https. */
  url: Type.String({ minLength: 1, maxLength: 2000, [SINGLE_LINE]: true }),
});

export const CalendarFeedParams = Type.Object({ id: Id, feedId: Id });

/** A night a feed holds while our own bookings already take every room. */
export const CalendarFeedConflictSchema = Type.Object({
  night: IsoDateText,
  /** The references of our confirmed and pending stays on that night. */
  references: Type.Array(Type.String()),
});

export const CalendarFeedSchema = Type.Object({
  id: Id,
  name: Type.String(),
  /** The feed's address with its path hidden (`https://www.airbnb.com/…`): the whole address is a secret. */
  address: Type.String(),
  createdAt: Timestamp,
  /** The last sync that read the calendar and stored its nights; null before the first. */
  lastSyncedAt: Type.Union([Timestamp, Type.Null()]),
  lastAttemptAt: Type.Union([Timestamp, Type.Null()]),
  /** Events the last successful sync read. */
  eventsRead: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Why the last attempt was refused or failed; null when it succeeded. Nothing was stored by it. */
  lastError: Type.Union([Type.String(), Type.Null()]),
  /** Nights from today on that the feed holds a room on. */
  nightsHeld: Type.Integer({ minimum: 0 }),
  /** Nights from today on where the feed and our own stays want more rooms than the hotel has, by night (at most 100). */
  conflicts: Type.Array(CalendarFeedConflictSchema),
});
