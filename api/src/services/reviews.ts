// Writing and editing a review: the review and its hotel's review_count / review_total change in
// one transaction, so a hotel's guest score never disagrees with its reviews; a new review's mail
// to the hotel's owner is queued in it too.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tellOwner } from '../mail/owner-mail';
import type { BookedStay } from '../mail/templates/stay';
import { ownerReviewMail } from '../mail/templates/owner-mail';
import {
  createReviewsRepository,
  editableUntil,
  insertReview,
  updateReview,
  type NewReview,
  type ReviewRecord,
} from '../repositories/reviews-repository';
import { inTransaction } from './in-transaction';

export type ReviewEdit =
  { kind: 'updated'; review: ReviewRecord } | { kind: 'not-found' } | { kind: 'not-author' } | { kind: 'closed'; editableUntil: Date };

/** Stores the review of `stay` and counts it on its hotel; undefined when the booking has one already. */
export function writeReview(
  db: Kysely<Database>,
  review: NewReview,
  stay: Pick<BookedStay, 'hotelTitle' | 'userFirstName'>,
): Promise<ReviewRecord | undefined> {
  return inTransaction(db, async (trx) => {
    const written = await insertReview(trx, review);
    if (written) {
      const about = { hotelTitle: stay.hotelTitle, guestFirstName: stay.userFirstName, rating: written.rating, body: written.body };
      await tellOwner(trx, written.hotelId, 'reviewWritten', (owner) => ownerReviewMail(owner, about));
    }
    return written;
  });
}

/** Changes the author's review while it may still be changed (`now` before its editableUntil). */
export function editReview(
  db: Kysely<Database>,
  id: string,
  authorId: string,
  changes: { rating?: number; body?: string },
  now: Date,
): Promise<ReviewEdit> {
  return inTransaction(db, async (trx): Promise<ReviewEdit> => {
    const current = await createReviewsRepository(trx).lockById(id);
    if (!current) return { kind: 'not-found' };
    if (current.userId !== authorId) return { kind: 'not-author' };
    const until = editableUntil(current.createdAt);
    if (now.getTime() >= until.getTime()) return { kind: 'closed', editableUntil: until };
    return { kind: 'updated', review: await updateReview(trx, current, changes, now) };
  });
}
