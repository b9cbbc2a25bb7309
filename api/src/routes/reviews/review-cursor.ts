// The opaque cursor of GET /api/hotels/:id/reviews, in the style of the search's
// (routes/hotels/search-cursor.ts): base64url JSON of the last review's key, checked before it reaches SQL.
import { badRequest, say } from '../../http-errors';
import type { ReviewKey } from '../../repositories/reviews-repository';
import { encodeCursorText, parseCursorText } from '../cursor-text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICRO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const cursorInvalid = say('error.review.cursorInvalid');
export const REVIEW_CURSOR_INVALID = cursorInvalid('en');

export function encodeReviewCursor(key: ReviewKey): string {
  return encodeCursorText([key.createdAt, key.id]);
}

export function decodeReviewCursor(text: string): ReviewKey {
  const decoded = parseCursorText(text);
  if (!Array.isArray(decoded) || decoded.length !== 2) throw badRequest('cursor', cursorInvalid);
  const [createdAt, id] = decoded as unknown[];
  const validTime = typeof createdAt === 'string' && MICRO_TIMESTAMP.test(createdAt) && !Number.isNaN(Date.parse(createdAt));
  if (!validTime || typeof id !== 'string' || !UUID.test(id)) throw badRequest('cursor', cursorInvalid);
  return { createdAt, id };
}
