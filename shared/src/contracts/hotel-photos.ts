// A hotel's photos: uploaded by its owner or an administrator, re-encoded by the API at
// a few widths, served from GET /api/photos/:file with immutable caching.
import { Type } from 'typebox';
import { MAX_HOTEL_PHOTOS } from '../domain/hotel-details';
import { Id, Text, Timestamp } from './common';

/** One stored encoding of a photo: what `srcset` lists. */
export const PhotoVariantSchema = Type.Object({
  /** A path on this site, `/api/photos/<file>`; the file name changes whenever the content does. */
  url: Type.String(),
  format: Type.Union([Type.Literal('webp'), Type.Literal('avif')]),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});

export const HotelPhotoSchema = Type.Object({
  id: Id,
  /** The alt text; the hotel's title when the uploader gave none. */
  caption: Type.String(),
  /** The size of the largest variant: the photo's shape, for width/height attributes. */
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** Widest last within each format; WebP always, AVIF where it came out smaller. */
  variants: Type.Array(PhotoVariantSchema),
  createdAt: Timestamp,
});

export const HotelPhotosSchema = Type.Array(HotelPhotoSchema, { maxItems: MAX_HOTEL_PHOTOS });

/** `PUT /api/hotels/:id/photos/order`: every photo id of the hotel, cover first. */
export const PhotoOrderBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: MAX_HOTEL_PHOTOS, uniqueItems: true }),
});

/** `PATCH /api/hotels/:id/photos/:photoId`. */
export const PhotoCaptionBody = Type.Object({ caption: Text(200) });

export const PhotoParams = Type.Object({ id: Id, photoId: Id });

/** `GET /api/photos/:file`. */
export const PhotoFileParams = Type.Object({
  file: Type.String({ pattern: '^[a-z0-9-]+\\.(webp|avif)$', maxLength: 120, errorMessage: 'must be a photo file name' }),
});
