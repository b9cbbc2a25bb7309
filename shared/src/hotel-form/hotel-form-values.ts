import {
  AMENITY_IDS,
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  DEFAULT_ROOMS,
  MAX_HOTEL_ROOMS,
  type AmenityId,
  type Hotel,
  type HotelInput,
} from '../domain';
import type { SharedText } from '../i18n/shared-text';

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
  rooms: string;
  amenities: AmenityId[];
  address: string;
  checkInTime: string;
  checkOutTime: string;
}

export type HotelField = keyof HotelFormValues;
/** What is wrong with a field: one of @ceylon/shared's texts and its values, which the form says in the page's language. */
export interface HotelProblem {
  id: SharedText;
  values?: Record<string, unknown>;
}
export type HotelFormErrors = Partial<Record<HotelField, HotelProblem>>;

const problem = (id: SharedText, values?: Record<string, unknown>): HotelProblem => (values ? { id, values } : { id });

/**
 * What the form hands over: the hotel form of docs/product.md §3 with its details (rooms,
 * amenities, address, check-in and check-out times). A blank image URL on edit is left out (kept).
 */
export type HotelFormPayload = Required<Omit<HotelInput, 'imageUrl'>> & { imageUrl?: string };

export const PRICE_LIMITS = { min: 0, step: 0.01 } as const;
export const RATING_LIMITS = { min: 1, max: 5, step: 0.1 } as const;
export const ROOMS_LIMITS = { min: 1, max: MAX_HOTEL_ROOMS, step: 1 } as const;
export const ADDRESS_MAX_LENGTH = 300;
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const emptyHotelValues: HotelFormValues = {
  title: '',
  location: '',
  price: '',
  description: '',
  imageUrl: '',
  rating: '',
  bestSeller: false,
  rooms: String(DEFAULT_ROOMS),
  amenities: [],
  address: '',
  checkInTime: DEFAULT_CHECK_IN_TIME,
  checkOutTime: DEFAULT_CHECK_OUT_TIME,
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
    rooms: hotel.rooms === undefined ? String(DEFAULT_ROOMS) : String(hotel.rooms),
    amenities: [...(hotel.amenities ?? [])],
    address: hotel.address ?? '',
    checkInTime: hotel.checkInTime || DEFAULT_CHECK_IN_TIME,
    checkOutTime: hotel.checkOutTime || DEFAULT_CHECK_OUT_TIME,
  };
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

function checkPrice(text: string): HotelProblem | undefined {
  if (!text.trim()) return problem('shared.hotelForm.priceRequired');
  const price = Number(text);
  if (!Number.isFinite(price)) return problem('shared.hotelForm.priceNumber');
  if (price < PRICE_LIMITS.min) return problem('shared.hotelForm.priceMin');
  if (decimalsOf(text.trim()) > 2) return problem('shared.hotelForm.priceDecimals');
  return undefined;
}

function checkRating(text: string): HotelProblem | undefined {
  if (!text.trim()) return problem('shared.hotelForm.ratingRequired');
  const rating = Number(text);
  if (!Number.isFinite(rating)) return problem('shared.hotelForm.ratingNumber');
  if (rating < RATING_LIMITS.min || rating > RATING_LIMITS.max) return problem('shared.hotelForm.ratingRange');
  if (decimalsOf(text.trim()) > 1) return problem('shared.hotelForm.ratingStep');
  return undefined;
}

function checkRooms(text: string): HotelProblem | undefined {
  if (!text.trim()) return problem('shared.hotelForm.roomsRequired');
  const rooms = Number(text);
  if (!Number.isInteger(rooms)) return problem('shared.hotelForm.roomsWhole');
  if (rooms < ROOMS_LIMITS.min || rooms > ROOMS_LIMITS.max) {
    // The form writes the numbers in the page's language (`{max}` 10,000 in English).
    return problem('shared.hotelForm.roomsRange', { min: ROOMS_LIMITS.min, max: ROOMS_LIMITS.max });
  }
  return undefined;
}

const TIME_PROBLEMS = {
  checkIn: { required: 'shared.hotelForm.checkInRequired', format: 'shared.hotelForm.checkInFormat', example: DEFAULT_CHECK_IN_TIME },
  checkOut: { required: 'shared.hotelForm.checkOutRequired', format: 'shared.hotelForm.checkOutFormat', example: DEFAULT_CHECK_OUT_TIME },
} as const;

function checkTime(text: string, which: keyof typeof TIME_PROBLEMS): HotelProblem | undefined {
  const { required, format, example } = TIME_PROBLEMS[which];
  if (!text) return problem(required);
  return TIME_OF_DAY.test(text) ? undefined : problem(format, { example });
}

/**
 * docs/product.md §5: creating needs title, location, price, rating and image URL; editing needs
 * title, location, price and rating. Price ≥ 0 in cents; rating 1–5 in tenths. The details
 * come after the original fields, so those fields' messages keep their order: rooms
 * 1–MAX_HOTEL_ROOMS, the address at most ADDRESS_MAX_LENGTH characters, check-in and check-out
 * times as HH:MM.
 */
export function validateHotel(values: HotelFormValues, mode: HotelFormMode): HotelFormErrors {
  const errors: HotelFormErrors = {
    title: values.title.trim() ? undefined : problem('shared.hotelForm.titleRequired'),
    location: values.location.trim() ? undefined : problem('shared.hotelForm.locationRequired'),
    price: checkPrice(values.price),
    rating: checkRating(values.rating),
    imageUrl: mode === 'create' && !values.imageUrl.trim() ? problem('shared.hotelForm.imageUrlRequired') : undefined,
    rooms: checkRooms(values.rooms),
    address:
      values.address.trim().length > ADDRESS_MAX_LENGTH
        ? problem('shared.hotelForm.addressLength', { max: ADDRESS_MAX_LENGTH })
        : undefined,
    checkInTime: checkTime(values.checkInTime, 'checkIn'),
    checkOutTime: checkTime(values.checkOutTime, 'checkOut'),
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
    rooms: Number(values.rooms),
    // The API keeps them in the list's order; send them so too.
    amenities: AMENITY_IDS.filter((amenity) => values.amenities.includes(amenity)),
    address: values.address.trim(),
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
  };
}
