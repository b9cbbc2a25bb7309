/**
 * The keys under which every area's query cache keeps the site's hotels: the lists below
 * ['hotels', …], one hotel and what is read of it below ['hotel', id, …]. One set of names, so an
 * area that changes a hotel makes stale exactly what the other areas read of it.
 */
export const hotelKeys = {
  /** Every list of hotels (all, featured, a search, nearest dates). */
  lists: ['hotels'] as const,
  all: ['hotels', 'all'] as const,
  featured: ['hotels', 'featured'] as const,
  /** One search's results; `filters` is its query string. */
  search: (filters: string) => ['hotels', 'search', filters] as const,
  nearestDates: (filters: string) => ['hotels', 'nearest-dates', filters] as const,
  /** One hotel and, below it, every read of it (availability, reviews). */
  hotel: (hotelId: string) => ['hotel', hotelId] as const,
  availability: (hotelId: string) => ['hotel', hotelId, 'availability'] as const,
  reviews: (hotelId: string) => ['hotel', hotelId, 'reviews'] as const,
};
