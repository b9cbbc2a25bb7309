import { Type } from 'typebox';
import { DEFAULT_ROOMS } from '@ceylon/shared/domain';
import { SINGLE_LINE } from '../../schemas/control-characters';
import { Text } from '../../schemas/entities';

/** Which URLs are allowed depends on IMAGE_ORIGINS, so the handler checks them (see imageUrlProblem). */
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
  rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: DEFAULT_ROOMS })),
});

/** The edit modal may send any subset; what is sent is validated as on create. */
export const HotelChanges = Type.Partial(HotelBody);
