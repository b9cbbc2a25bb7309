import { apiClient } from '../api/api-client';
import type { OwnReview, Review, ReviewRequest } from '../domain';

/** One page of a hotel's reviews, newest first: how many it has in all, and where the next page starts. */
export interface ReviewPage {
  reviews: Review[];
  total: number;
  nextCursor: string | null;
}

function header(headers: unknown, name: string): string | null {
  if (!headers || typeof headers !== 'object') return null;
  const value: unknown = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : null;
}

/** `GET /api/hotels/:id/reviews?limit=…[&cursor=…]`; the total and next cursor come in X-Total-Count and X-Next-Cursor. */
export async function fetchReviewPage(hotelId: string, limit: number, cursor?: string | null, signal?: AbortSignal): Promise<ReviewPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiClient.get<Review[]>(`/hotels/${encodeURIComponent(hotelId)}/reviews`, { params, signal });
  const reviews = Array.isArray(data) ? data : [];
  const total = Number(header(headers, 'x-total-count') ?? Number.NaN);
  return {
    reviews,
    total: Number.isInteger(total) && total >= reviews.length ? total : reviews.length,
    nextCursor: header(headers, 'x-next-cursor'),
  };
}

/** The guest reviews a completed stay of theirs (`POST /api/bookings/:id/review`). */
export async function writeReview(bookingId: string, review: ReviewRequest): Promise<OwnReview> {
  const { data } = await apiClient.post<OwnReview>(`/bookings/${encodeURIComponent(bookingId)}/review`, review);
  return data;
}

/** The author changes their review while it may still be changed (`PATCH /api/reviews/:id`). */
export async function editReview(reviewId: string, changes: Partial<ReviewRequest>): Promise<OwnReview> {
  const { data } = await apiClient.patch<OwnReview>(`/reviews/${encodeURIComponent(reviewId)}`, changes);
  return data;
}

/** The hotel's owner answers a review, once (`POST /api/reviews/:id/reply`). */
export async function replyToReview(reviewId: string, body: string): Promise<{ ownerReply: string; ownerRepliedAt: string }> {
  const { data } = await apiClient.post<{ ownerReply: string; ownerRepliedAt: string }>(`/reviews/${encodeURIComponent(reviewId)}/reply`, {
    body,
  });
  return data;
}
