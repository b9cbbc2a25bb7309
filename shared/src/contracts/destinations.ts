// Destination pages (docs/product.md §2.3): the towns that have hotels, and one town's hotels a
// page at a time, for /destinations/<town> and the sitemap. A town is the hotels' `location`, its
// slug the rule of domain/towns.ts.
import { Type } from 'typebox';
import { MAX_DESTINATION_PAGE, MAX_TOWN_SLUG_LENGTH, MAX_TOWNS_ASKED, TOWN_LIST_PATTERN, TOWN_SLUG_PATTERN } from '../domain/towns';
import { Timestamp, WholeNumber } from './common';
import { HotelSchema } from './hotels';

/** A town with hotels: its slug, the spelling most of its hotels use, how many there are and the latest edit among them. */
export const DestinationSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  hotelCount: Type.Integer({ minimum: 1 }),
  lastmod: Timestamp,
});

/** `GET /api/destinations`: every town with hotels, or only those of `towns` (a grid's tiles). */
export const DestinationListQuery = Type.Object({
  towns: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_TOWNS_ASKED * (MAX_TOWN_SLUG_LENGTH + 1) - 1,
      pattern: TOWN_LIST_PATTERN,
      errorMessage: `must be at most ${MAX_TOWNS_ASKED} towns such as kandy,nuwara-eliya`,
    }),
  ),
});

/** `GET /api/destinations`: the towns with hotels, by slug (MAX_DESTINATIONS at most). */
export const DestinationListSchema = Type.Object({ towns: Type.Array(DestinationSchema) });

/** What a hotel card shows (shared/src/hotels/hotel-card.tsx): the hotel's fields as `GET /api/hotels` gives them. */
export const HotelCardSchema = Type.Pick(HotelSchema, [
  'id',
  'title',
  'location',
  'price',
  'imageUrl',
  'rating',
  'bestSeller',
  'guestScore',
  'reviewCount',
  'cover',
  'creator',
]);

export const DestinationParams = Type.Object({
  slug: Type.String({
    minLength: 1,
    maxLength: MAX_TOWN_SLUG_LENGTH,
    pattern: TOWN_SLUG_PATTERN,
    errorMessage: 'must be a town such as nuwara-eliya',
  }),
});

export const DestinationPageQuery = Type.Object({
  page: Type.Optional(WholeNumber(1, MAX_DESTINATION_PAGE, { default: 1 })),
});

/** `GET /api/destinations/:slug`: the town and one page of its hotels, best guest score first. */
export const DestinationPageSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  hotelCount: Type.Integer({ minimum: 1 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  pageCount: Type.Integer({ minimum: 1 }),
  hotels: Type.Array(HotelCardSchema),
});
