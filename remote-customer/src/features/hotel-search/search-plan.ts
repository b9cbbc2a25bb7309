import { checkBooking, MAX_GUESTS, MIN_GUESTS, nightsBetween, type HotelSearch } from '@ceylon/shared';
import type { CustomerText } from '../../texts';

/**
 * The price problem as the plan gives it, in English (`customer.search.priceOrder` in en.json, which
 * texts.test.ts holds it to): the form says it in the page's language. Not read from the catalog:
 * a build compiles its messages.
 */
export const PRICE_ORDER_MESSAGE = 'Max price must be at least the min price';

export const SORTS = [
  { value: 'recommended', label: 'customer.search.sort.recommended' },
  { value: 'price-asc', label: 'customer.search.sort.priceAsc' },
  { value: 'price-desc', label: 'customer.search.sort.priceDesc' },
  { value: 'rating', label: 'customer.search.sort.rating' },
] as const satisfies readonly { value: string; label: CustomerText }[];

const MAX_QUERY_LENGTH = 100;
/** The API's largest price bound; a larger one finds the same hotels. */
const MAX_PRICE = 1_000_000;
/** The most rooms a search asks about (the API's bound). */
export const MAX_ROOMS = 10;

/** What Browse asks the API for, or why it asks nothing. */
export interface SearchPlan {
  /** The query of `GET /api/hotels` without limit and cursor; null sends nothing. */
  filters: URLSearchParams | null;
  priceProblem: string | null;
  /** A stay that breaks a booking rule is searched without its dates, and the rule is shown. */
  dateProblem: string | null;
}

/** A price bound as a whole number (docs/product.md §5: "99.50" is 99), or null when empty or not a number. */
function wholeNumber(value: string | undefined): number | null {
  if (!value?.trim()) return null;
  const number = Number.parseInt(value, 10);
  return Number.isNaN(number) || number < 0 ? null : Math.min(number, MAX_PRICE);
}

function countWithin(value: string | undefined, min: number, max: number): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/**
 * The search typed into Browse as API parameters. Counts out of range (a shared link for eleven
 * guests) are not sent, so the list still shows; the booking form then says what is wrong.
 */
export function planSearch(search: HotelSearch, today: string): SearchPlan {
  const filters = new URLSearchParams();
  const q = search.q?.trim().slice(0, MAX_QUERY_LENGTH);
  if (q) filters.set('q', q);
  const min = wholeNumber(search.minPrice);
  const max = wholeNumber(search.maxPrice);
  if (min !== null && max !== null && min > max) {
    return { filters: null, priceProblem: PRICE_ORDER_MESSAGE, dateProblem: null };
  }
  if (min !== null) filters.set('minPrice', String(min));
  if (max !== null) filters.set('maxPrice', String(max));

  let dateProblem: string | null = null;
  if (search.checkIn && search.checkOut) {
    const checked = checkBooking({ checkIn: search.checkIn, checkOut: search.checkOut, guests: MIN_GUESTS }, today);
    if ('problem' in checked) dateProblem = checked.problem.message;
    else {
      filters.set('checkIn', checked.stay.checkIn);
      filters.set('checkOut', checked.stay.checkOut);
    }
  }
  const guests = countWithin(search.guests, MIN_GUESTS, MAX_GUESTS);
  if (guests !== null) filters.set('guests', String(guests));
  const rooms = countWithin(search.rooms, 1, MAX_ROOMS);
  if (rooms !== null) filters.set('rooms', String(rooms));
  if (search.sort && search.sort !== 'recommended' && SORTS.some((sort) => sort.value === search.sort)) {
    filters.set('sort', search.sort);
  }
  return { filters, priceProblem: null, dateProblem };
}

/** Nights of the stay a query searched (0 without dates): the cards' totals are for that stay. */
export function nightsSearched(filters: string | null): number {
  const params = new URLSearchParams(filters ?? '');
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  return checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
}
