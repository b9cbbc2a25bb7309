// Hotels: what the API shows of one, and what an owner or administrator sends to add or change one.
import { Type } from 'typebox';
import { DEFAULT_ROOMS, MAX_GUESTS, MAX_HOTEL_ROOMS } from '../domain/booking-rules';
import { AMENITY_IDS, DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME, TIME_OF_DAY_PATTERN } from '../domain/hotel-details';
import { IsoDateText, Text, Timestamp, WholeNumber } from './common';
import { BookingSchema } from './bookings';
import { HotelChargeSchema } from './hotel-charges';
import { HotelPhotoSchema } from './hotel-photos';
import { PATTERN_LENGTH, SINGLE_LINE } from './keywords';
import { HotelSummarySchema, PersonSummarySchema } from './summaries';

export const HotelSchema = Type.Object({
  ...HotelSummarySchema.properties,
  price: Type.Number(),
  description: Type.String(),
  imageUrl: Type.String(),
  rating: Type.Number(),
  bestSeller: Type.Boolean(),
  rooms: Type.Integer(),
  /** Guests' mean rating (1–5) shown out of 10, one decimal; null before the first review. */
  guestScore: Type.Union([Type.Number(), Type.Null()]),
  reviewCount: Type.Integer(),
  /** From the fixed list (AMENITIES), in its order. */
  amenities: Type.Array(Type.Enum(AMENITY_IDS)),
  /** Street address; empty when the owner has not given one. */
  address: Type.String(),
  /** `HH:MM`, 24-hour. */
  checkInTime: Type.String(),
  checkOutTime: Type.String(),
  /** The first photo, shown on cards; null until one is uploaded (imageUrl is shown then). */
  cover: Type.Union([HotelPhotoSchema, Type.Null()]),
  creator: PersonSummarySchema,
  createdAt: Timestamp,
  /** Present on `GET /api/hotels/:id`: every photo, cover first. */
  photos: Type.Optional(Type.Array(HotelPhotoSchema)),
  /** Present on `GET /api/hotels/:id`: its taxes and charges in the order they apply to a stay. */
  charges: Type.Optional(Type.Array(HotelChargeSchema)),
  /** Present on the owner's list (`GET /api/hotels/my-hotels`). */
  bookings: Type.Optional(Type.Array(BookingSchema)),
  /** Present on a search with dates: rooms free on every night of the stay. */
  availableRooms: Type.Optional(Type.Integer()),
  /**
   * Present on a search with dates: the stay's room charge from its nightly prices (priceStay's
   * roomCharge, dollars), what `sort=price-asc|price-desc` orders by.
   */
  stayTotal: Type.Optional(Type.Number()),
  /** Present on a search with dates: the stay's taxes and charges for the rooms asked for (priceStay's charge lines summed, dollars; 0 without any). */
  stayCharges: Type.Optional(Type.Number()),
});

/** Which URLs are allowed depends on the API's IMAGE_ORIGINS, so its handler checks them (imageUrlProblem). */
export const ImageUrlSchema = Type.String({
  minLength: 1,
  maxLength: 2048,
  [SINGLE_LINE]: true,
  description: 'A path on this site such as /api/assets/hotels/kandy.svg, or an https URL from an origin in IMAGE_ORIGINS',
});

export const HotelBody = Type.Object({
  title: Text(200),
  location: Text(200),
  price: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  imageUrl: ImageUrlSchema,
  rating: Type.Number({ minimum: 1, maximum: 5 }),
  bestSeller: Type.Optional(Type.Boolean()),
  rooms: Type.Optional(WholeNumber(1, MAX_HOTEL_ROOMS, { default: DEFAULT_ROOMS })),
  amenities: Type.Optional(Type.Array(Type.Enum(AMENITY_IDS), { maxItems: AMENITY_IDS.length, uniqueItems: true, default: [] })),
  address: Type.Optional(Type.String({ maxLength: 300, [SINGLE_LINE]: true, default: '' })),
  checkInTime: Type.Optional(
    Type.String({
      pattern: TIME_OF_DAY_PATTERN,
      errorMessage: 'must be a time such as 14:00',
      [PATTERN_LENGTH]: 5,
      default: DEFAULT_CHECK_IN_TIME,
    }),
  ),
  checkOutTime: Type.Optional(
    Type.String({
      pattern: TIME_OF_DAY_PATTERN,
      errorMessage: 'must be a time such as 12:00',
      [PATTERN_LENGTH]: 5,
      default: DEFAULT_CHECK_OUT_TIME,
    }),
  ),
});

/** The edit modal may send any subset; what is sent is validated as on create. */
export const HotelChanges = Type.Partial(HotelBody);

/** The seed hotels' illustrations, `GET /api/assets/hotels/:file`. */
export const HotelImageParams = Type.Object({
  file: Type.String({ pattern: '^[a-z0-9-]+\\.svg$', maxLength: 100, errorMessage: 'must be an image name such as kandy.svg' }),
});

export const HOTEL_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating'] as const;
export const MAX_SEARCH_ROOMS = 10;

const Count = (max: number) => Type.Optional(WholeNumber(1, max));
const WholePrice = Type.Optional(WholeNumber(0, 1_000_000));
// Dates are plain text here so that the shared booking rules report them with their own messages.
const SearchDate = Type.Optional(Type.String({ maxLength: 10 }));

/** What `GET /api/hotels/nearest-dates` takes: the search's filters and a stay. */
export const NearestDatesQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  minPrice: WholePrice,
  maxPrice: WholePrice,
  checkIn: SearchDate,
  checkOut: SearchDate,
  guests: Count(MAX_GUESTS),
  rooms: Count(MAX_SEARCH_ROOMS),
});

/** `GET /api/hotels`: every parameter optional; none at all lists the catalogue as before (capped). */
export const HotelSearchQuery = Type.Object({
  ...NearestDatesQuery.properties,
  sort: Type.Optional(Type.Enum(HOTEL_SORTS)),
  limit: Count(100),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  includeFull: Type.Optional(Type.Boolean()),
});

/** The nearest stay of the same length with a match, or null. */
export const NearestDatesSchema = Type.Union([Type.Object({ checkIn: IsoDateText, checkOut: IsoDateText }), Type.Null()]);
