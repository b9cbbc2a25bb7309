import { MAX_HOTEL_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES, type HotelPhoto, type PhotoVariant } from '@ceylon/shared';

const MEGABYTE = 1024 * 1024;

/**
 * What is wrong with an upload before it is sent, with the API's own limits (it checks again, and
 * also the pixels and the bytes themselves): JPEG, PNG or WebP, at most MAX_PHOTO_BYTES each, and
 * at most MAX_HOTEL_PHOTOS photos in all. Null when nothing is.
 */
export function uploadProblem(files: readonly File[], photosHeld: number): string | null {
  if (files.length === 0) return 'Choose one or more photos to upload';
  const room = MAX_HOTEL_PHOTOS - photosHeld;
  if (files.length > room) {
    return room <= 0
      ? `A hotel can have at most ${MAX_HOTEL_PHOTOS} photos: delete one first`
      : `A hotel can have at most ${MAX_HOTEL_PHOTOS} photos: you can add ${room} more`;
  }
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP picture`;
    if (file.size > MAX_PHOTO_BYTES) return `${file.name} is larger than ${MAX_PHOTO_BYTES / MEGABYTE} MB`;
  }
  return null;
}

/** The smallest WebP encoding: what a thumbnail shows. */
export function thumbnailOf(photo: HotelPhoto): PhotoVariant | undefined {
  const webp = photo.variants.filter((variant) => variant.format === 'webp');
  return [...(webp.length > 0 ? webp : photo.variants)].sort((a, b) => a.width - b.width)[0];
}

/** The ids with the one at `index` moved one place (earlier: -1, later: +1). */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
