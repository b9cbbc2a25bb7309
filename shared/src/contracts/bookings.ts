// Bookings: what the API shows of one, and what a guest sends to make one.
import { Type } from 'typebox';
import { MAX_RATE, MIN_RATE, SHOWN_CURRENCIES } from '../domain/currencies';
import { BOOKING_STATUSES } from '../domain/roles-and-statuses';
import { Id, INT32_MAX, INT32_MIN, IsoDateText, Timestamp, WholeNumber } from './common';
import { HotelSummarySchema, PersonSummarySchema } from './summaries';
import { OwnReviewSchema } from './reviews';
import { StayPriceLinesSchema } from './hotel-charges';
import { BookingTermsSchema } from './rooms';

export const BookingStatusSchema = Type.Enum(BOOKING_STATUSES);

/** A booking's reference: `CS-` and six characters without 0, O, 1, I or L. */
export const BookingReference = Type.String({ pattern: '^CS-[2-9A-HJKMNP-Z]{6}$', maxLength: 9 });

export const BookingSchema = Type.Object({
  id: Id,
  reference: BookingReference,
  checkIn: IsoDateText,
  checkOut: IsoDateText,
  guests: Type.Integer(),
  /** Rooms held for each night; 1 for every booking made before. */
  rooms: Type.Integer(),
  hotelId: Id,
  /** What the guest pays: the room charge and the hotel's taxes and charges as they were when booked. */
  totalPrice: Type.Number(),
  /**
   * The price lines the booking was made at: the room charge, each tax and charge, the
   * total. A booking made before taxes existed has its total as its room charge and no charges.
   */
  priceBreakdown: Type.Optional(StayPriceLinesSchema),
  status: Type.Optional(BookingStatusSchema),
  createdAt: Timestamp,
  /** The room type and rate plan it was sold as (decision 0040); a booking made before them, its hotel's Standard ones. */
  roomTypeId: Id,
  ratePlanId: Id,
  /** Its rate plan's meal plan, cancellation and payment as they were when it was booked. */
  terms: BookingTermsSchema,
  hotel: HotelSummarySchema,
  user: PersonSummarySchema,
  /** On the guest's own list (`GET /api/bookings/my-bookings`): their review of the stay, if written. */
  review: Type.Optional(OwnReviewSchema),
  /** On the guest's own list: whether the stay is completed and not yet reviewed. */
  canReview: Type.Optional(Type.Boolean()),
  /**
   * On `GET /api/bookings/:id` for the guest who made it: where the confirmation e-mail goes and
   * whether the mail server has accepted it (`sent`), it is still on its way (`queued`) or every attempt failed.
   */
  confirmationEmail: Type.Optional(Type.Object({ to: Type.String({ maxLength: 320 }), status: Type.Enum(['queued', 'sent', 'failed']) })),
});

/** `GET /api/booking-references/:reference` (admins); any case, the `CS-` optional. */
export const BookingReferenceParams = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 20 }) });

/**
 * Dates and guests are optional here so that the booking rules of docs/product.md §5 report them,
 * in their order and with their exact messages. The price is optional: the server computes it
 * and refuses a figure that differs.
 */
export const BookingBody = Type.Object({
  checkIn: Type.Optional(Type.String({ maxLength: 10 })),
  checkOut: Type.Optional(Type.String({ maxLength: 10 })),
  guests: Type.Optional(WholeNumber(INT32_MIN, INT32_MAX)),
  /** 1 when left out; the booking rules check it against the hotel's rooms. */
  rooms: Type.Optional(WholeNumber(INT32_MIN, INT32_MAX)),
  hotelId: Id,
  /** The total the guest saw, taxes and charges included: refused when it differs from the server's. */
  totalPrice: Type.Optional(Type.Number({ minimum: 0 })),
  /** A promotion code (any case): refused with its reason when it does not apply (decision 0032). */
  promotionCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** The currency the booking page showed prices in (decision 0035); the stay is charged in US dollars all the same. */
  shownCurrency: Type.Optional(Type.Enum(SHOWN_CURRENCIES)),
  /** The rate it showed them at, units per US dollar (1 for dollars): one the site set, now or in the last day. */
  shownRate: Type.Optional(Type.Number({ minimum: MIN_RATE, maximum: MAX_RATE })),
  /** The hotel's room type to book (decision 0040); left out, the hotel's only type, and a 400 naming them when it has several. */
  roomTypeId: Type.Optional(Id),
  /** The rate plan, offered on that type; left out, the only plan offered on it, and a 400 naming them when there are several. */
  ratePlanId: Type.Optional(Id),
});

export const BookingHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

/** The dates an export's `from` and `to` bound: the nights stayed, or the day the booking was made. */
export const EXPORT_DATE_KINDS = ['stay', 'booked'] as const;

/**
 * `GET /api/hotels/:id/bookings/export` and `/api/all-bookings/export`: bookings as CSV. With
 * `dates=stay` (the default) a booking is in when one of its nights falls between `from` and `to`;
 * with `dates=booked` when it was made on one of those days (Asia/Colombo). Either bound may be left out.
 */
export const BookingExportQuery = Type.Object({
  dates: Type.Optional(Type.Enum(EXPORT_DATE_KINDS)),
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, the first day included' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, the last day included' })),
  status: Type.Optional(BookingStatusSchema),
});
