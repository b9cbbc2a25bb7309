import type { Hotel, HotelInput } from '../domain';

export type HotelFormMode = 'create' | 'edit';

/** What the inputs hold: text as typed, so a half-typed number is still shown as typed. */
export interface HotelFormValues {
  title: string;
  location: string;
  price: string;
  description: string;
  imageUrl: string;
  rating: string;
  bestSeller: boolean;
}

export type HotelField = keyof HotelFormValues;
export type HotelFormErrors = Partial<Record<HotelField, string>>;

/** What the form hands over: the hotel form of SPEC.md §3. A blank image URL on edit is left out (kept). */
export type HotelFormPayload = Omit<HotelInput, 'imageUrl' | 'rooms'> & { imageUrl?: string };

export const PRICE_LIMITS = { min: 0, step: 0.01 } as const;
export const RATING_LIMITS = { min: 1, max: 5, step: 0.1 } as const;

export const emptyHotelValues: HotelFormValues = {
  title: '',
  location: '',
  price: '',
  description: '',
  imageUrl: '',
  rating: '',
  bestSeller: false,
};

export function hotelToFormValues(hotel: Partial<Hotel> | undefined): HotelFormValues {
  if (!hotel) return emptyHotelValues;
  return {
    title: hotel.title ?? '',
    location: hotel.location ?? '',
    price: hotel.price === undefined ? '' : String(hotel.price),
    description: hotel.description ?? '',
    imageUrl: hotel.imageUrl ?? '',
    rating: hotel.rating === undefined ? '' : String(hotel.rating),
    bestSeller: Boolean(hotel.bestSeller),
  };
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

function checkPrice(text: string): string | undefined {
  if (!text.trim()) return 'Price is required';
  const price = Number(text);
  if (!Number.isFinite(price)) return 'Price must be a number';
  if (price < PRICE_LIMITS.min) return 'Price must be 0 or more';
  if (decimalsOf(text.trim()) > 2) return 'Price can have at most 2 decimals';
  return undefined;
}

function checkRating(text: string): string | undefined {
  if (!text.trim()) return 'Rating is required';
  const rating = Number(text);
  if (!Number.isFinite(rating)) return 'Rating must be a number';
  if (rating < RATING_LIMITS.min || rating > RATING_LIMITS.max) return 'Rating must be between 1 and 5';
  if (decimalsOf(text.trim()) > 1) return 'Rating goes in steps of 0.1';
  return undefined;
}

/**
 * SPEC.md §5: creating needs title, location, price, rating and image URL; editing needs
 * title, location, price and rating. Price ≥ 0 in cents; rating 1–5 in tenths.
 */
export function validateHotel(values: HotelFormValues, mode: HotelFormMode): HotelFormErrors {
  const errors: HotelFormErrors = {
    title: values.title.trim() ? undefined : 'Title is required',
    location: values.location.trim() ? undefined : 'Location is required',
    price: checkPrice(values.price),
    rating: checkRating(values.rating),
    imageUrl: mode === 'create' && !values.imageUrl.trim() ? 'Image URL is required' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

export function toHotelPayload(values: HotelFormValues): HotelFormPayload {
  const imageUrl = values.imageUrl.trim();
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    price: Number(values.price),
    description: values.description.trim(),
    ...(imageUrl ? { imageUrl } : {}),
    rating: Number(values.rating),
    bestSeller: values.bestSeller,
  };
}
