// Reviews as the API answers them: the hotel page's list entry, and the guest's own view of theirs.
import type { Booking, OwnReview, Review } from '@ceylon/shared/domain';
import { editableUntil, type ListedReview, type ReviewRecord, type ReviewsRepository } from '../repositories/reviews-repository';

/** First name and last initial: a review never names its guest in full. */
export function guestNameOf(firstName: string, lastName: string): string {
  const [initial] = [...lastName.trim()];
  return initial ? `${firstName} ${initial.toLocaleUpperCase('en')}.` : firstName;
}

export function presentReview(row: ListedReview): Review {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    guestName: guestNameOf(row.guestFirstName, row.guestLastName),
    stayMonth: row.checkIn.slice(0, 7),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.ownerReply !== null && { ownerReply: row.ownerReply }),
    ...(row.ownerRepliedAt !== null && { ownerRepliedAt: row.ownerRepliedAt.toISOString() }),
  };
}

export function presentOwnReview(row: ReviewRecord): OwnReview {
  return { id: row.id, rating: row.rating, body: row.body, editableUntil: editableUntil(row.createdAt).toISOString() };
}

/** The guest's own bookings with their reviews: `review` once written, else whether one may be (`canReview`). */
export async function withReviews(reviews: ReviewsRepository, bookings: Booking[]): Promise<Booking[]> {
  const written = await reviews.forBookings(bookings.map((booking) => booking.id));
  return bookings.map((booking) => {
    const review = written.get(booking.id);
    return review
      ? { ...booking, review: presentOwnReview(review), canReview: false }
      : { ...booking, canReview: booking.status === 'completed' };
  });
}
