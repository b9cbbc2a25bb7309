// Bookings: what the API shows of one, and what a guest sends to make one.
import { Type } from 'typebox';
import { BOOKING_STATUSES } from '../domain/roles-and-statuses';
import { Id, IsoDateText, Timestamp } from './common';
import { HotelSummarySchema, PersonSummarySchema } from './summaries';

export const BookingStatusSchema = Type.Enum(BOOKING_STATUSES);

export const BookingSchema = Type.Object({
  id: Id,
  checkIn: IsoDateText,
  checkOut: IsoDateText,
  guests: Type.Integer(),
  /** Rooms held for each night (issue 12); 1 for every booking made before. */
  rooms: Type.Integer(),
  hotelId: Id,
  totalPrice: Type.Number(),
  status: Type.Optional(BookingStatusSchema),
  createdAt: Timestamp,
  hotel: HotelSummarySchema,
  user: PersonSummarySchema,
});

/**
 * Dates and guests are optional here so that the booking rules of SPEC.md §5 report them,
 * in their order and with their exact messages. The price is optional: the server computes it
 * and refuses a figure that differs.
 */
export const BookingBody = Type.Object({
  checkIn: Type.Optional(Type.String({ maxLength: 10 })),
  checkOut: Type.Optional(Type.String({ maxLength: 10 })),
  guests: Type.Optional(Type.Integer()),
  /** 1 when left out; the booking rules check it against the hotel's rooms. */
  rooms: Type.Optional(Type.Integer()),
  hotelId: Id,
  totalPrice: Type.Optional(Type.Number({ minimum: 0 })),
});

export const BookingHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
