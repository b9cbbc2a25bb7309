// A hotel's calendar for its owner and administrators: closed dates, which count as
// full for search and booking, and the month's occupancy night by night.
import { Type } from 'typebox';
import { Id, IsoDateText, RequestIdSchema, Timestamp } from './common';
import { PATTERN_LENGTH, SINGLE_LINE } from './keywords';

/** The longest range one closure may cover, in nights. */
export const MAX_CLOSURE_NIGHTS = 366;

/** `POST /api/hotels/:id/closures`: nights firstNight..lastNight, both included, closed. */
export const ClosureBody = Type.Object({
  firstNight: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, today or later' }),
  lastNight: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, on or after firstNight' }),
  reason: Type.Optional(Type.String({ maxLength: 200, [SINGLE_LINE]: true })),
});

export const ClosureSchema = Type.Object({
  id: Id,
  hotelId: Id,
  firstNight: IsoDateText,
  lastNight: IsoDateText,
  /** Empty when none was given. */
  reason: Type.String(),
  createdAt: Timestamp,
});

export const ClosureParams = Type.Object({ id: Id, closureId: Id });

/** A confirmed stay in the way of a closure: the 409 answer lists them. */
export const ClosureConflictStaySchema = Type.Object({
  id: Id,
  reference: Type.String(),
  guestName: Type.String(),
  checkIn: IsoDateText,
  checkOut: IsoDateText,
  rooms: Type.Integer(),
});

/** 409 from `POST /api/hotels/:id/closures`: the message names how many stays, `stays` lists them. */
export const ClosureConflictSchema = Type.Object({
  message: Type.String(),
  stays: Type.Array(ClosureConflictStaySchema),
  requestId: Type.Optional(RequestIdSchema),
});

/** `GET /api/hotels/:id/occupancy?month=YYYY-MM` (this month when left out). */
export const OccupancyQuery = Type.Object({
  month: Type.Optional(
    Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', errorMessage: 'must be a month such as 2026-03', [PATTERN_LENGTH]: 7 }),
  ),
});

export const OccupancyNightSchema = Type.Object({
  date: IsoDateText,
  /** Rooms held by confirmed or pending stays. */
  booked: Type.Integer({ minimum: 0 }),
  closed: Type.Boolean(),
  /** Rooms still for sale: 0 on a closed night. */
  free: Type.Integer({ minimum: 0 }),
});

export const OccupancySchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  rooms: Type.Integer(),
  nights: Type.Array(OccupancyNightSchema),
  /** Room-nights held by stays, and room-nights for sale (rooms × nights not closed). */
  bookedRoomNights: Type.Integer(),
  sellableRoomNights: Type.Integer(),
  /** bookedRoomNights / sellableRoomNights, 0–1, three decimals; 0 when nothing was for sale. */
  occupancy: Type.Number(),
  /** The month's share of its stays' totals (each stay's total spread evenly over its nights), in dollars, cents rounded. */
  revenue: Type.Number(),
});

/** `GET /api/hotels/:id/bookings?night=YYYY-MM-DD`: only the stays that hold that night. */
export const HotelBookingsQuery = Type.Object({
  night: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' })),
});
