// GET /api/dashboard: what a hotel owner (their hotels) or an administrator
// (every hotel) sees first — today's and tomorrow's arrivals and departures, who sleeps in the
// hotels tonight, the next 30 nights' occupancy, and by month and by week the figures the charts draw.
import { Type } from 'typebox';
import { Id, IsoDateText } from './common';

/** How many stays each arrivals or departures list names at most; `total` counts them all. */
export const DASHBOARD_LIST_LIMIT = 50;
/** Months charted: the current one and the 11 before it, then the 6 booked ahead. */
export const DASHBOARD_PAST_MONTHS = 12;
export const DASHBOARD_AHEAD_MONTHS = 6;
/** Weeks of bookings made charted, the current (Monday-first, Asia/Colombo) week last. */
export const DASHBOARD_WEEKS = 26;
/** Nights of the "next 30 days" occupancy, tonight first. */
export const DASHBOARD_AHEAD_NIGHTS = 30;

/** `GET /api/dashboard?hotelId=`: one hotel (the caller's, or any for an administrator), else all. */
export const DashboardQuery = Type.Object({
  hotelId: Type.Optional(Id),
});

/** A stay arriving or leaving: no e-mail, only what the front desk needs. */
export const DashboardStaySchema = Type.Object({
  id: Id,
  reference: Type.String(),
  guestName: Type.String(),
  hotelId: Id,
  hotelTitle: Type.String(),
  checkIn: IsoDateText,
  checkOut: IsoDateText,
  rooms: Type.Integer(),
  guests: Type.Integer(),
  nights: Type.Integer(),
});

export const DashboardStayListSchema = Type.Object({
  /** Up to DASHBOARD_LIST_LIMIT stays, by hotel then reference. */
  stays: Type.Array(DashboardStaySchema),
  /** Every stay of the list, named or not. */
  total: Type.Integer({ minimum: 0 }),
});

/** Room-nights held by stays, and for sale (rooms × nights not closed), over a stretch of nights. */
export const DashboardOccupancySchema = Type.Object({
  bookedRoomNights: Type.Integer({ minimum: 0 }),
  sellableRoomNights: Type.Integer({ minimum: 0 }),
  /** booked ÷ sellable, 0–1, three decimals; 0 when nothing was for sale. */
  occupancy: Type.Number(),
});

export const DashboardMonthSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  /** A month after the current one: booked ahead. */
  ahead: Type.Boolean(),
  ...DashboardOccupancySchema.properties,
  /** The owner's revenue (docs/product.md §9: stays not cancelled), each stay's total spread evenly over its nights; cents. */
  revenueCents: Type.Integer(),
});

export const DashboardWeekSchema = Type.Object({
  /** The week's Monday (Asia/Colombo). */
  week: IsoDateText,
  /** Bookings made that week, cancelled ones too. */
  bookings: Type.Integer({ minimum: 0 }),
});

export const DashboardSchema = Type.Object({
  /** Today in Sri Lanka, the day the lists and tonight are counted from. */
  today: IsoDateText,
  /** The hotel asked for, or null for all the caller's hotels (every hotel for an administrator). */
  hotelId: Type.Union([Id, Type.Null()]),
  hotels: Type.Integer({ minimum: 0 }),
  arrivalsToday: DashboardStayListSchema,
  arrivalsTomorrow: DashboardStayListSchema,
  departuresToday: DashboardStayListSchema,
  departuresTomorrow: DashboardStayListSchema,
  /** Stays holding tonight: how many, their guests and rooms. */
  inHouse: Type.Object({ stays: Type.Integer(), guests: Type.Integer(), rooms: Type.Integer() }),
  /** Tonight and the 29 nights after it. */
  next30Days: DashboardOccupancySchema,
  months: Type.Array(DashboardMonthSchema),
  weeks: Type.Array(DashboardWeekSchema),
});
