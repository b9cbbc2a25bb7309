// Entities and payloads of docs/product.md §3 as the API sends and receives them (api/README.md), derived
// from their schemas in @ceylon/shared/contracts. Type imports only: no TypeBox code reaches the
// pages' bundles.
import type { Static } from 'typebox';
import type {
  ChangePasswordBody,
  ExchangeRateBody,
  ExchangeRateHistorySchema,
  ExchangeRatesSchema,
  CloseAccountBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  UpdateAccountBody,
  OwnerMailSettingsSchema,
  MAIL_KINDS,
  BookingBody,
  BookingSchema,
  BookingTermsSchema,
  ClientErrorBody,
  ClientErrorSchema,
  ContactBody,
  ContactResponseSchema,
  CreateUserBody,
  DestinationListSchema,
  DestinationPageSchema,
  DestinationSchema,
  ErrorSchema,
  CalendarExportSchema,
  CalendarFeedBody,
  CalendarFeedSchema,
  ClosureConflictSchema,
  ClosureSchema,
  SeasonBody,
  SeasonSchema,
  RatePlanBody,
  RatePlanChanges,
  RatePlanSchema,
  RoomTypeBody,
  RoomTypeChanges,
  RoomTypeSchema,
  HotelChargesBody,
  HotelBody,
  HotelCardSchema,
  HotelPhotoSchema,
  OccupancyNightSchema,
  DashboardSchema,
  DashboardStaySchema,
  DashboardMonthSchema,
  DashboardWeekSchema,
  OccupancySchema,
  PhotoVariantSchema,
  HotelSchema,
  HotelSummarySchema,
  LoginBody,
  NightAvailabilitySchema,
  LoginResponseSchema,
  NewsletterBody,
  OutboxMessageSchema,
  OutboxPageSchema,
  OwnReviewSchema,
  PersonSummarySchema,
  RegisterBody,
  RegisterResponseSchema,
  ReplyBody,
  ReviewBody,
  ReviewSchema,
  SitemapIndexSchema,
  SitemapPageSchema,
  UpdateUserBody,
  UserSchema,
  PromotionBody,
  PromotionCheckBody,
  PromotionCheckSchema,
  PromotionSchema,
} from '../contracts';

export { ROLES, BOOKING_STATUSES, type Role, type BookingStatus } from './roles-and-statuses';

/** A calendar date, `YYYY-MM-DD`, in Sri Lanka time. */
export type IsoDate = string;

export type PersonSummary = Static<typeof PersonSummarySchema>;
export type User = Static<typeof UserSchema>;
export type HotelSummary = Static<typeof HotelSummarySchema>;
export type Booking = Static<typeof BookingSchema>;
/** One night of `GET /api/hotels/:id/availability`. */
export type NightAvailability = Static<typeof NightAvailabilitySchema>;
/** `bookings` is present on the owner's list (`GET /api/hotels/my-hotels`). */
export type Hotel = Static<typeof HotelSchema>;
/** A hotel's photo with its stored encodings. */
export type HotelPhoto = Static<typeof HotelPhotoSchema>;
export type PhotoVariant = Static<typeof PhotoVariantSchema>;
/** A closed date range of a hotel, and the 409 answer listing the stays in its way. */
export type Closure = Static<typeof ClosureSchema>;
export type ClosureConflict = Static<typeof ClosureConflictSchema>;
/** A hotel's season, and what creating or changing one sends. */
export type Season = Static<typeof SeasonSchema>;
export type SeasonRequest = Static<typeof SeasonBody>;
/** A hotel's room type and rate plan (decision 0040), and what creating or changing one sends. */
export type RoomType = Static<typeof RoomTypeSchema>;
export type RoomTypeRequest = Static<typeof RoomTypeBody>;
export type RoomTypeChangesRequest = Static<typeof RoomTypeChanges>;
export type RatePlan = Static<typeof RatePlanSchema>;
export type RatePlanRequest = Static<typeof RatePlanBody>;
export type RatePlanChangesRequest = Static<typeof RatePlanChanges>;
/** A booking's terms, copied from its rate plan when it was booked (migration 024). */
export type BookingTerms = Static<typeof BookingTermsSchema>;
/** What an owner sends to replace a hotel's taxes and charges. */
export type HotelChargesRequest = Static<typeof HotelChargesBody>;
/** `GET /api/hotels/:id/occupancy`. */
export type Occupancy = Static<typeof OccupancySchema>;
export type OccupancyNight = Static<typeof OccupancyNightSchema>;
/** `GET /api/dashboard`: the owner's or administrator's dashboard figures. */
export type Dashboard = Static<typeof DashboardSchema>;
export type DashboardStay = Static<typeof DashboardStaySchema>;
export type DashboardMonth = Static<typeof DashboardMonthSchema>;
export type DashboardWeek = Static<typeof DashboardWeekSchema>;
/** Calendar sync: the hotel's secret .ics address, and an external calendar it imports. */
export type CalendarExport = Static<typeof CalendarExportSchema>;
export type CalendarFeed = Static<typeof CalendarFeedSchema>;
export type CalendarFeedRequest = Static<typeof CalendarFeedBody>;

export type LoginRequest = Static<typeof LoginBody>;
export type LoginResponse = Static<typeof LoginResponseSchema>;
/** Without `role`, which the API accepts from older clients and ignores. */
export type RegisterRequest = Omit<Static<typeof RegisterBody>, 'role'>;
export type RegisterResponse = Static<typeof RegisterResponseSchema>;

/** `POST /api/auth/forgot-password` and `POST /api/auth/reset-password` (the token from the e-mailed link). */
export type ForgotPasswordRequest = Static<typeof ForgotPasswordBody>;
export type ResetPasswordRequest = Static<typeof ResetPasswordBody>;
/** `PATCH /api/account`: a new e-mail needs `currentPassword`. */
export type AccountChanges = Static<typeof UpdateAccountBody>;
export type PasswordChangeRequest = Static<typeof ChangePasswordBody>;
export type CloseAccountRequest = Static<typeof CloseAccountBody>;

export type ContactRequest = Static<typeof ContactBody>;
export type ContactResponse = Static<typeof ContactResponseSchema>;
export type NewsletterRequest = Static<typeof NewsletterBody>;

export type HotelInput = Static<typeof HotelBody>;

/** One review as the hotel page lists it (`GET /api/hotels/:id/reviews`). */
export type Review = Static<typeof ReviewSchema>;
/** The guest's own review of a booking, on their bookings list. */
export type OwnReview = Static<typeof OwnReviewSchema>;
export type ReviewRequest = Static<typeof ReviewBody>;
export type ReplyRequest = Static<typeof ReplyBody>;

/** Role required as on create; the password is required on create, and empty or absent on edit keeps the current one. */
export type UserInput = Omit<Static<typeof CreateUserBody>, 'password'> & Pick<Static<typeof UpdateUserBody>, 'password'>;

/**
 * What the booking page sends. The API accepts the dates and guests absent (to answer with the
 * booking rules' own messages); a client always sends them. `totalPrice` is optional: the server
 * computes the price and refuses a figure that differs.
 */
export type BookingRequest = Omit<Static<typeof BookingBody>, 'checkIn' | 'checkOut' | 'guests'> &
  Required<Pick<Static<typeof BookingBody>, 'checkIn' | 'checkOut' | 'guests'>>;

/** `POST /api/promotions/check` (decision 0032): the stay and the code, and the answer. */
export type PromotionCheckRequest = Static<typeof PromotionCheckBody>;
export type PromotionCheck = Static<typeof PromotionCheckSchema>;
/** A promotion code as its administrator or owner sees it, and as they send it. */
export type Promotion = Static<typeof PromotionSchema>;
export type PromotionInput = Static<typeof PromotionBody>;

/** Rates prices may be shown at in other currencies (decision 0035): in use, a currency's history, a new one. */
export type ExchangeRates = Static<typeof ExchangeRatesSchema>;
export type ExchangeRateHistory = Static<typeof ExchangeRateHistorySchema>;
export type ExchangeRateInput = Static<typeof ExchangeRateBody>;

export type ClientErrorReport = Static<typeof ClientErrorBody>;
/** A report as stored and listed for administrators (`GET /api/client-errors`). */
export type ClientError = Static<typeof ClientErrorSchema>;

/** Every error response of the API. */
export type ApiErrorBody = Static<typeof ErrorSchema>;

/** A page of the mail outbox (`GET /api/admin/outbox`) and one message of it (`/api/admin/outbox/:id`). */
export type OutboxPage = Static<typeof OutboxPageSchema>;
export type OutboxMessage = Static<typeof OutboxMessageSchema>;
/** What the outbox sends (its `kind` column). */
export type MailKind = (typeof MAIL_KINDS)[number];
/** The e-mails a hotel owner has on or off (`GET /api/account/owner-mail`). */
export type OwnerMailSettings = Static<typeof OwnerMailSettingsSchema>;

/** The hotels' sitemap files (`GET /api/sitemap/hotels`) and one file's hotels (`/api/sitemap/hotels/:page`). */
export type SitemapIndex = Static<typeof SitemapIndexSchema>;
export type SitemapPage = Static<typeof SitemapPageSchema>;

/** A town with hotels (`GET /api/destinations`), and one page of a town's hotels (`/api/destinations/:slug`). */
export type Destination = Static<typeof DestinationSchema>;
export type DestinationList = Static<typeof DestinationListSchema>;
export type DestinationPage = Static<typeof DestinationPageSchema>;
/** What a hotel card shows: a `Hotel` has all of it. */
export type HotelCardHotel = Static<typeof HotelCardSchema>;
