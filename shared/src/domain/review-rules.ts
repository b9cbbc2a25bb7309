// Reviews of stays: the limits the form and the API share, and the guest score.

export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;
export const MAX_REVIEW_LENGTH = 2000;
export const MAX_REPLY_LENGTH = 1000;
/** Days after writing it that a guest may still change a review. */
export const REVIEW_EDIT_DAYS = 14;
export const MAX_REVIEWS_PAGE = 50;

/** The ratings' words, 1 to 5, for the form's labels. */
export const RATING_LABELS: Readonly<Record<number, string>> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/**
 * The guest score: the mean of the guests' 1–5 ratings shown out of 10 with one decimal (a mean of
 * 4.3 is 8.6), so it does not read as the owner's star class beside it. Null before the first review.
 */
export function guestScore(reviewCount: number, reviewTotal: number): number | null {
  if (reviewCount <= 0) return null;
  return Math.round((reviewTotal * 20) / reviewCount) / 10;
}

/** Text length as the API counts it (characters, not UTF-16 units): an emoji is one. */
export function textLength(text: string): number {
  return [...text].length;
}
