// Table types for Kysely. Column names are camelCase here and snake_case in SQL (CamelCasePlugin).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AmenityId, BookingStatus, HotelPhoto, PhotoVariant, Role } from '@ceylon/shared/domain';

/** Set by the database (default now()); the seed may give one. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface UsersTable {
  id: Generated<string>;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  passwordHash: string;
  createdAt: CreatedAt;
  deletedAt: Timestamp | null;
}

export interface HotelsTable {
  id: Generated<string>;
  title: string;
  location: string;
  /** NUMERIC, parsed to a number by the drivers' type parsers. */
  price: number;
  description: Generated<string>;
  imageUrl: string;
  rating: number;
  bestSeller: Generated<boolean>;
  rooms: Generated<number>;
  /** Reviews of the hotel and the sum of their ratings (migration 009), kept with every review write. */
  reviewCount: Generated<number>;
  reviewTotal: Generated<number>;
  /** Migration 011: AMENITIES ids in their order, a street address, `HH:MM` times. */
  amenities: Generated<AmenityId[]>;
  address: Generated<string>;
  checkInTime: Generated<string>;
  checkOutTime: Generated<string>;
  /** Migration 012: the cover photo's HotelPhoto JSON (written as JSON text), null without photos. */
  cover: ColumnType<HotelPhoto | null, string | null | undefined, string | null>;
  creatorId: string;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
}

export interface BookingsTable {
  id: Generated<string>;
  hotelId: string;
  userId: string;
  /** DATE, kept as `YYYY-MM-DD` text by the drivers' type parsers. */
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Rooms held for each night of the stay (migration 004). */
  rooms: Generated<number>;
  totalPrice: number;
  status: Generated<BookingStatus>;
  createdAt: CreatedAt;
  cancelledAt: Timestamp | null;
  /** `CS-` and six characters (migration 006); the API draws it, the column's default covers direct inserts. */
  reference: Generated<string>;
}

/** Rooms taken per hotel per night by bookings that take rooms (migration 004). */
export interface HotelNightsTable {
  hotelId: string;
  /** DATE, kept as `YYYY-MM-DD` text by the drivers' type parsers. */
  night: string;
  roomsTaken: number;
  /** Closed by the owner (migration 011): counts as full; the row stays while closed. */
  closed: Generated<boolean>;
}

/** Nights firstNight..lastNight (both included) an owner closed (migration 011). */
export interface HotelClosuresTable {
  id: Generated<string>;
  hotelId: string;
  /** DATE, kept as `YYYY-MM-DD` text by the drivers' type parsers. */
  firstNight: string;
  lastNight: string;
  reason: Generated<string>;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  requestHash: string;
  statusCode: number | null;
  response: ColumnType<unknown, string | null, string>;
  createdAt: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: CreatedAt;
  emailedAt: Timestamp | null;
}

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  createdAt: CreatedAt;
}

export interface ClientErrorsTable {
  id: Generated<string>;
  area: string;
  version: string;
  url: string;
  type: string;
  message: string;
  userAgent: string;
  /** Digest of the browser's signed id (migration 003); null when no host vouched for one. */
  browser: string | null;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  revokedAt: Timestamp | null;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  windowEndsAt: Date;
}

export interface LoginFailuresTable {
  /** The normalised login e-mail (see normaliseLoginEmail). */
  accountKey: string;
  failures: number;
  lastAttemptAt: Date;
  lockedUntil: Date | null;
}

/** Mail written in the transaction that caused it, delivered by the outbox worker (migration 006). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: 'booking-confirmed' | 'booking-cancelled' | 'password-reset' | 'contact';
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: ColumnType<{ filename: string; contentType: string; content: string }[], string | undefined, string>;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  lockedUntil: Timestamp | null;
  /** The booking a confirmation or cancellation is about. */
  bookingId: string | null;
  createdAt: CreatedAt;
  sentAt: Timestamp | null;
  messageId: string | null;
}

/** A password reset link sent by e-mail (migration 008): only the SHA-256 of its token is kept. */
export interface PasswordResetTokensTable {
  id: Generated<string>;
  userId: string;
  /** Hex SHA-256 of the token in the link. */
  tokenHash: string;
  expiresAt: Date;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

/** A guest's review of a completed stay, one per booking (migration 009). */
export interface ReviewsTable {
  id: Generated<string>;
  bookingId: string;
  hotelId: string;
  userId: string;
  rating: number;
  body: string;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  ownerReply: string | null;
  ownerRepliedAt: Timestamp | null;
}

/** A hotel's photo (migration 012); `position` 0 is the cover. */
export interface HotelPhotosTable {
  id: Generated<string>;
  hotelId: string;
  position: number;
  caption: string;
  width: number;
  height: number;
  /** PhotoVariant[], written as JSON text. */
  variants: ColumnType<PhotoVariant[], string, string>;
  createdAt: CreatedAt;
}

/** One row (migration 010): moved on by triggers on every write to what a search answers. */
export interface CatalogueVersionTable {
  id: Generated<boolean>;
  version: ColumnType<string, never, never>;
}

export interface Database {
  users: UsersTable;
  hotels: HotelsTable;
  bookings: BookingsTable;
  hotelNights: HotelNightsTable;
  hotelClosures: HotelClosuresTable;
  hotelPhotos: HotelPhotosTable;
  idempotencyKeys: IdempotencyKeysTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  clientErrors: ClientErrorsTable;
  sessions: SessionsTable;
  rateLimitHits: RateLimitHitsTable;
  loginFailures: LoginFailuresTable;
  mailOutbox: MailOutboxTable;
  passwordResetTokens: PasswordResetTokensTable;
  reviews: ReviewsTable;
  catalogueVersion: CatalogueVersionTable;
}

export type UserRow = Selectable<UsersTable>;
export type HotelRow = Selectable<HotelsTable>;
export type BookingRow = Selectable<BookingsTable>;
