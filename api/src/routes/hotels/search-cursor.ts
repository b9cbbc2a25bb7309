// The opaque cursor of GET /api/hotels: base64url JSON of the sort order and the last hotel's key.
// It comes back from the client, so every value is checked before it reaches SQL. With dates the
// price orders are stay orders, whose key is the stay's room charge in whole cents and the id.
import { badRequest, say } from '../../http-errors';
import { ORDER_KEYS, type KeyColumn, type KeyValue, type SearchOrder } from '../../repositories/hotel-search-repository';
import { encodeCursorText, parseCursorText } from '../cursor-text';

export interface Cursor {
  order: SearchOrder;
  key: KeyValue[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICRO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const VALID: Record<KeyColumn, (value: unknown) => boolean> = {
  bestSeller: (value) => typeof value === 'boolean',
  rating: (value) => typeof value === 'number' && Number.isFinite(value),
  price: (value) => typeof value === 'number' && Number.isFinite(value),
  stayCents: (value) => Number.isSafeInteger(value) && (value as number) >= 0,
  createdAt: (value) => typeof value === 'string' && MICRO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)),
  id: (value) => typeof value === 'string' && UUID.test(value),
};

const cursorInvalid = say('error.search.cursorInvalid');
export const CURSOR_INVALID = cursorInvalid('en');

export function encodeCursor(cursor: Cursor): string {
  return encodeCursorText([cursor.order, ...cursor.key]);
}

export function decodeCursor(text: string): Cursor {
  const decoded = parseCursorText(text);
  if (!Array.isArray(decoded)) throw badRequest('cursor', cursorInvalid);
  const [order, ...key] = decoded as unknown[];
  const keys = typeof order === 'string' && Object.hasOwn(ORDER_KEYS, order) ? ORDER_KEYS[order as SearchOrder] : undefined;
  if (!keys || key.length !== keys.length || !keys.every((part, i) => VALID[part.column](key[i]))) {
    throw badRequest('cursor', cursorInvalid);
  }
  return { order: order as SearchOrder, key: key as KeyValue[] };
}
