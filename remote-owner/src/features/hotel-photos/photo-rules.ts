import { MAX_HOTEL_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES, type HotelPhoto, type PhotoVariant } from '@ceylon/shared';
import type { OwnerMessage } from '../../texts';

const MEGABYTE = 1024 * 1024;

/**
 * What is wrong with an upload before it is sent, with the API's own limits (it checks again, and
 * also the pixels and the bytes themselves): JPEG, PNG or WebP, at most MAX_PHOTO_BYTES each, and
 * at most MAX_HOTEL_PHOTOS photos in all. Null when nothing is.
 */
export function uploadProblem(files: readonly File[], photosHeld: number): OwnerMessage | null {
  if (files.length === 0) return { id: 'owner.photos.needFiles' };
  const room = MAX_HOTEL_PHOTOS - photosHeld;
  if (files.length > room) {
    return room <= 0
      ? { id: 'owner.photos.full', values: { max: MAX_HOTEL_PHOTOS } }
      : { id: 'owner.photos.room', values: { max: MAX_HOTEL_PHOTOS, room } };
  }
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { id: 'owner.photos.badType', values: { file: file.name } };
    if (file.size > MAX_PHOTO_BYTES) return { id: 'owner.photos.tooLarge', values: { file: file.name, size: MAX_PHOTO_BYTES / MEGABYTE } };
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
