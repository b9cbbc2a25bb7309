// Reviews of stays: what a guest sends about a completed stay, what an owner answers,
// and what the hotel page lists.
import { Type } from 'typebox';
import { MAX_REPLY_LENGTH, MAX_REVIEW_LENGTH, MAX_REVIEW_RATING, MAX_REVIEWS_PAGE, MIN_REVIEW_RATING } from '../domain/review-rules';
import { Id, Text, Timestamp, WholeNumber } from './common';

const Rating = WholeNumber(MIN_REVIEW_RATING, MAX_REVIEW_RATING);

/** One review as the hotel page lists it: the guest as first name and last initial, never an id. */
export const ReviewSchema = Type.Object({
  id: Id,
  rating: Type.Integer(),
  body: Type.String(),
  /** e.g. `Nimal S.` */
  guestName: Type.String(),
  /** The month the stay began, `YYYY-MM`. */
  stayMonth: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  ownerReply: Type.Optional(Type.String()),
  ownerRepliedAt: Type.Optional(Timestamp),
});

/** `POST /api/bookings/:id/review`. */
export const ReviewBody = Type.Object({
  rating: Rating,
  body: Text(MAX_REVIEW_LENGTH, { multiline: true }),
});

/** `PATCH /api/reviews/:id`: either or both. */
export const ReviewChanges = Type.Partial(ReviewBody);

/** `POST /api/reviews/:id/reply`. */
export const ReplyBody = Type.Object({ body: Text(MAX_REPLY_LENGTH, { multiline: true }) });

/** `GET /api/hotels/:id/reviews`: newest first; the count and the next cursor travel in headers. */
export const ReviewListQuery = Type.Object({
  limit: Type.Optional(WholeNumber(1, MAX_REVIEWS_PAGE)),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

/** The guest's own review of a booking, on `GET /api/bookings/my-bookings`. */
export const OwnReviewSchema = Type.Object({
  id: Id,
  rating: Type.Integer(),
  body: Type.String(),
  /** Until when the guest may change it. */
  editableUntil: Timestamp,
});

/** The answer to `POST /api/reviews/:id/reply`: the reply as stored. */
export const OwnerReplySchema = Type.Object({ ownerReply: Type.String(), ownerRepliedAt: Timestamp });
