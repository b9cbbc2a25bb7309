import type { Hotel } from '@ceylon/shared';

export interface HotelFilters {
  q?: string;
  minPrice?: string;
  maxPrice?: string;
}

/** A price bound as a whole number, or null when the box is empty or not a number. */
function wholeNumber(value: string | undefined): number | null {
  if (!value?.trim()) return null;
  const number = Number.parseInt(value, 10);
  return Number.isNaN(number) ? null : number;
}

/**
 * The Browse Hotels filter (SPEC.md §5): name or location as a case-insensitive substring, and
 * price bounds compared as whole numbers (the hotel's price too, so $99.50 is within "max 99").
 */
export function filterHotels(hotels: readonly Hotel[], filters: HotelFilters): Hotel[] {
  const query = filters.q?.trim().toLowerCase() ?? '';
  const min = wholeNumber(filters.minPrice);
  const max = wholeNumber(filters.maxPrice);
  return hotels.filter((hotel) => {
    if (query && !hotel.title.toLowerCase().includes(query) && !hotel.location.toLowerCase().includes(query)) {
      return false;
    }
    const price = Math.trunc(hotel.price);
    if (min !== null && price < min) return false;
    if (max !== null && price > max) return false;
    return true;
  });
}
