// From GET /api/hotels' validated query to a search: the rules the schema cannot say.
import type { Static } from 'typebox';
import type { HotelSearchQuery } from '@ceylon/shared/contracts';
import { badRequest, say } from '../../http-errors';
import { isStayOrder, SORT_OF, STAY_ORDER_OF, type HotelSearch, type SearchOrder } from '../../repositories/hotel-search-repository';
import { checkStay } from '../../bookings/booking-request';
import { decodeCursor } from './search-cursor';

export type SearchQuery = Static<typeof HotelSearchQuery>;

/** A request without `limit` gets at most this many hotels (api/docs/hotels.md). */
export const UNLIMITED_CAP = 500;
/** Matches are counted up to this many; past it X-Total-Count-Capped says "more" (api/docs/hotels.md). */
export const COUNT_LIMIT = 1000;
const priceOrder = say('error.search.priceOrder');
export const PRICE_ORDER_MESSAGE = priceOrder('en');

/** The search, and the stay's guests for its price (undefined without dates). */
export interface ParsedSearch {
  search: HotelSearch;
  guests?: number;
}

/** A query's filters without its paging: what nearest-dates moves over other dates. */
export function toFilters(query: Omit<SearchQuery, 'sort' | 'limit' | 'cursor'>, today: string): ParsedSearch {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('maxPrice', priceOrder);
  }
  const q = query.q?.trim() || undefined;
  const filters = { q, minPrice: query.minPrice, maxPrice: query.maxPrice };
  // An empty date field (a form sent as it stands) is no date; one of the two alone is refused.
  const checkIn = query.checkIn || undefined;
  const checkOut = query.checkOut || undefined;
  if (checkIn === undefined && checkOut === undefined) return { search: { ...filters, order: 'recommended', limit: 1 } };
  const stay = checkStay({ checkIn, checkOut, guests: query.guests ?? 1 }, today);
  return {
    search: {
      ...filters,
      stay: {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rooms: query.rooms ?? 1,
        includeFull: query.includeFull ?? false,
        guests: stay.guests,
      },
      order: 'recommended',
      limit: 1,
    },
    guests: stay.guests,
  };
}

export function toSearch(query: SearchQuery, today: string, cap = UNLIMITED_CAP): ParsedSearch {
  const parsed = toFilters(query, today);
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // No parameter at all lists the catalogue in the order it always had, so existing callers see no change.
  const bare = Object.keys(query).length === 0;
  const sort =
    query.sort ?? (cursor && (isStayOrder(cursor.order) ? SORT_OF[cursor.order] : cursor.order)) ?? (bare ? 'listed' : 'recommended');
  // With dates the price orders sort by the stay's room charge (decision 0027).
  const order: SearchOrder =
    parsed.search.stay && Object.hasOwn(STAY_ORDER_OF, sort) ? STAY_ORDER_OF[sort as keyof typeof STAY_ORDER_OF] : sort;
  if (cursor && cursor.order !== order) throw badRequest('cursor', say('error.search.cursorOrder'));
  return { ...parsed, search: { ...parsed.search, order, after: cursor?.key, limit: query.limit ?? cap } };
}
