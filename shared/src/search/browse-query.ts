/**
 * The search a traveller carries from a hero search strip to Browse Hotels and on to the
 * booking form. It lives in the URL, so a search can be shared and Back works.
 */
export interface HotelSearch {
  /** Name or location, matched as a case-insensitive substring. */
  q?: string;
  minPrice?: string;
  maxPrice?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  rooms?: string;
  /** `recommended` (the default, left out of the URL), `price-asc`, `price-desc` or `rating`. */
  sort?: string;
}

const KEYS: (keyof HotelSearch)[] = ['q', 'minPrice', 'maxPrice', 'checkIn', 'checkOut', 'guests', 'rooms', 'sort'];

export function readHotelSearch(params: URLSearchParams): HotelSearch {
  const search: HotelSearch = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) search[key] = value;
  }
  return search;
}

/** `?q=Kandy&guests=2` — empty fields are left out. */
export function hotelSearchParams(search: HotelSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = search[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function browseHotelsPath(search: HotelSearch): string {
  const query = hotelSearchParams(search).toString();
  return query ? `/browse-hotels?${query}` : '/browse-hotels';
}

/** The booking form of a hotel, with the dates, guests and rooms of the search already filled in. */
export function bookingPath(hotelId: string, search: Pick<HotelSearch, 'checkIn' | 'checkOut' | 'guests' | 'rooms'> = {}): string {
  const params = hotelSearchParams({ checkIn: search.checkIn, checkOut: search.checkOut, guests: search.guests, rooms: search.rooms });
  params.set('hotelId', hotelId);
  return `/booking?${params.toString()}`;
}
