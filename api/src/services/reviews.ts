// Writing and editing a review: the review and its hotel's review_count / review_total change in
// one transaction, so a hotel's guest score never disagrees with its reviews.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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

/** Stores the review and counts it on its hotel; undefined when the booking has one already. */
export function writeReview(db: Kysely<Database>, review: NewReview): Promise<ReviewRecord | undefined> {
  return inTransaction(db, (trx) => insertReview(trx, review));
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
