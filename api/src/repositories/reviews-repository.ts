// Reviews of stays. Every write changes the review and its hotel's review_count / review_total in
// one transaction, so a hotel's guest score never disagrees with its reviews. The write functions
// take the transaction they are given (the seed's, or the one services/reviews.ts opens).
import { sql, type Kysely } from 'kysely';
import { REVIEW_EDIT_DAYS } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReviewRecord {
  id: string;
  bookingId: string;
  hotelId: string;
  userId: string;
  rating: number;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  ownerReply: string | null;
  ownerRepliedAt: Date | null;
}

/** A review as the hotel page lists it, with what the cursor and the guest's name need. */
export interface ListedReview extends ReviewRecord {
  guestFirstName: string;
  guestLastName: string;
  checkIn: string;
  /** created_at to the microsecond (a Date keeps milliseconds only), for the cursor. */
  createdAtKey: string;
}

export interface NewReview {
  bookingId: string;
  hotelId: string;
  userId: string;
  rating: number;
  body: string;
  /** The seed's reviews were written in the past; the database's now() otherwise. */
  createdAt?: Date;
}

/** Until when the author may change a review. */
export const editableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

const REVIEW_COLUMNS = [
  'reviews.id',
  'reviews.bookingId',
  'reviews.hotelId',
  'reviews.userId',
  'reviews.rating',
  'reviews.body',
  'reviews.createdAt',
  'reviews.updatedAt',
  'reviews.ownerReply',
  'reviews.ownerRepliedAt',
] as const;

/** Inserts a review and counts it on its hotel; undefined when the booking already has one. */
export async function insertReview(trx: Kysely<Database>, review: NewReview): Promise<ReviewRecord | undefined> {
  const inserted = await trx
    .insertInto('reviews')
    .values({
      bookingId: review.bookingId,
      hotelId: review.hotelId,
      userId: review.userId,
      rating: review.rating,
      body: review.body,
      ...(review.createdAt && { createdAt: review.createdAt, updatedAt: review.createdAt }),
    })
    .onConflict((conflict) => conflict.column('bookingId').doNothing())
    .returning(REVIEW_COLUMNS)
    .executeTakeFirst();
  if (!inserted) return undefined;
  await trx
    .updateTable('hotels')
    .set((eb) => ({ reviewCount: eb('reviewCount', '+', 1), reviewTotal: eb('reviewTotal', '+', review.rating) }))
    .where('id', '=', review.hotelId)
    .execute();
  return inserted;
}

/** Changes a review (`current`, as read under its lock) and moves its hotel's total by the rating's difference. */
export async function updateReview(
  trx: Kysely<Database>,
  current: ReviewRecord,
  changes: { rating?: number; body?: string },
  now: Date,
): Promise<ReviewRecord> {
  const updated = await trx
    .updateTable('reviews')
    .set({
      ...(changes.rating !== undefined && { rating: changes.rating }),
      ...(changes.body !== undefined && { body: changes.body }),
      updatedAt: now,
    })
    .where('id', '=', current.id)
    .returning(REVIEW_COLUMNS)
    .executeTakeFirstOrThrow();
  if (updated.rating !== current.rating) {
    await trx
      .updateTable('hotels')
      .set((eb) => ({ reviewTotal: eb('reviewTotal', '+', updated.rating - current.rating) }))
      .where('id', '=', current.hotelId)
      .execute();
  }
  return updated;
}

export type ReplyResult = { kind: 'replied'; review: ReviewRecord } | { kind: 'not-found' } | { kind: 'not-owner' } | { kind: 'answered' };

/** A keyset position in a hotel's list: newest first, id breaking ties. */
export interface ReviewKey {
  createdAt: string;
  id: string;
}

export function createReviewsRepository(db: Kysely<Database>) {
  return {
    findById(id: string): Promise<ReviewRecord | undefined> {
      return db.selectFrom('reviews').select(REVIEW_COLUMNS).where('reviews.id', '=', id).executeTakeFirst();
    },

    /** The reviews of these bookings (the guest's list), by booking id. */
    async forBookings(bookingIds: readonly string[]): Promise<Map<string, ReviewRecord>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db.selectFrom('reviews').select(REVIEW_COLUMNS).where('reviews.bookingId', 'in', bookingIds).execute();
      return new Map(rows.map((row) => [row.bookingId, row]));
    },

    /** On a transaction: the review, locked until the transaction ends (an edit reads it so). */
    lockById(id: string): Promise<ReviewRecord | undefined> {
      return db.selectFrom('reviews').select(REVIEW_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** The hotel's owner (or an administrator, `asAdmin`) answers a review, once. */
    async reply(id: string, replierId: string, asAdmin: boolean, body: string, now: Date): Promise<ReplyResult> {
      const review = await db
        .selectFrom('reviews')
        .innerJoin('hotels', 'hotels.id', 'reviews.hotelId')
        .select(['reviews.id', 'hotels.creatorId'])
        .where('reviews.id', '=', id)
        .executeTakeFirst();
      if (!review) return { kind: 'not-found' };
      if (!asAdmin && review.creatorId !== replierId) return { kind: 'not-owner' };
      // The condition makes "once" hold when two answers race: the second updates nothing.
      const replied = await db
        .updateTable('reviews')
        .set({ ownerReply: body, ownerRepliedAt: now })
        .where('id', '=', id)
        .where('ownerReply', 'is', null)
        .returning(REVIEW_COLUMNS)
        .executeTakeFirst();
      return replied ? { kind: 'replied', review: replied } : { kind: 'answered' };
    },

    /** Up to `limit` of the hotel's reviews after `after`, newest first, and whether more follow. */
    async page(hotelId: string, limit: number, after?: ReviewKey): Promise<{ reviews: ListedReview[]; more: boolean }> {
      let query = db
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.userId')
        .innerJoin('bookings', 'bookings.id', 'reviews.bookingId')
        .select(REVIEW_COLUMNS)
        .select((eb) => [
          'users.firstName as guestFirstName',
          'users.lastName as guestLastName',
          'bookings.checkIn',
          sql<string>`to_char(${eb.ref('reviews.createdAt')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('createdAtKey'),
        ])
        .where('reviews.hotelId', '=', hotelId);
      if (after) {
        const at = sql<Date>`cast(${after.createdAt} as timestamptz)`;
        query = query.where((eb) =>
          eb.and([
            eb('reviews.createdAt', '<=', at),
            eb.or([eb('reviews.createdAt', '<', at), eb.and([eb('reviews.createdAt', '=', at), eb('reviews.id', '<', after.id)])]),
          ]),
        );
      }
      const rows = await query
        .orderBy('reviews.createdAt', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(limit + 1)
        .execute();
      return { reviews: rows.slice(0, limit), more: rows.length > limit };
    },

    /** How many reviews the hotel has, as its row counts them; undefined when it is unknown or deleted. */
    async count(hotelId: string): Promise<number | undefined> {
      const hotel = await db
        .selectFrom('hotels')
        .select('reviewCount')
        .where('id', '=', hotelId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return hotel?.reviewCount;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
