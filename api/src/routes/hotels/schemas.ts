import { Type } from 'typebox';
import { DEFAULT_ROOMS } from '@ceylon/shared/domain';
import { Text } from '../../schemas/entities';

/** An absolute http(s) URL, or a path on this site such as /api/assets/hotels/kandy.svg. */
export const ImageUrlSchema = Type.String({
  maxLength: 2048,
  pattern: '^(https?://[^\\s/]+[^\\s]*|/(?![/\\\\])[^\\s]*)$',
  errorMessage: 'must be an http(s) URL or a path on this site starting with /',
});

export const HotelBody = Type.Object({
  title: Text(200),
  location: Text(200),
  price: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  imageUrl: ImageUrlSchema,
  rating: Type.Number({ minimum: 1, maximum: 5 }),
  bestSeller: Type.Optional(Type.Boolean()),
  rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: DEFAULT_ROOMS })),
});

/** The edit modal may send any subset; what is sent is validated as on create. */
export const HotelChanges = Type.Partial(HotelBody);
