// A hotel's photo rows, and the copy of its cover on the hotel's row. Every write runs under the
// hotel's row lock (lockHotel in hotels-repository.ts) and ends with refreshCover in the same
// transaction, so `hotels.cover` is never out of step with the photos; positions are kept 0…n-1,
// 0 being the cover.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { HotelPhoto, PhotoVariant } from '@ceylon/shared/domain';
import type { Database, HotelPhotosTable } from '../db/schema';

export type PhotoRow = Selectable<HotelPhotosTable>;

export interface NewPhotoRow {
  id: string;
  caption: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export function toHotelPhoto(row: PhotoRow): HotelPhoto {
  return {
    id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    variants: row.variants,
    createdAt: row.createdAt.toISOString(),
  };
}

const photoColumns = ['id', 'hotelId', 'position', 'caption', 'width', 'height', 'variants', 'createdAt'] as const;

export function listPhotos(db: Kysely<Database>, hotelId: string): Promise<PhotoRow[]> {
  return db.selectFrom('hotelPhotos').select(photoColumns).where('hotelId', '=', hotelId).orderBy('position').execute();
}

/** Appends the photos after the hotel's others, in the order given. */
export async function appendPhotos(trx: Transaction<Database>, hotelId: string, photos: NewPhotoRow[], from: number): Promise<void> {
  if (photos.length === 0) return;
  await trx
    .insertInto('hotelPhotos')
    .values(
      photos.map((photo, i) => ({
        id: photo.id,
        hotelId,
        position: from + i,
        caption: photo.caption,
        width: photo.width,
        height: photo.height,
        variants: JSON.stringify(photo.variants),
      })),
    )
    .execute();
}

/** Gives the photos positions 0…n-1 in the order of `ids` (every id of the hotel, checked by the caller). */
export async function setOrder(trx: Transaction<Database>, hotelId: string, ids: string[]): Promise<void> {
  // The unique (hotel, position) is checked at commit, so the moves may cross each other.
  for (const [position, id] of ids.entries()) {
    await trx.updateTable('hotelPhotos').set({ position }).where('id', '=', id).where('hotelId', '=', hotelId).execute();
  }
}

export async function setCaption(trx: Transaction<Database>, hotelId: string, photoId: string, caption: string): Promise<boolean> {
  const result = await trx
    .updateTable('hotelPhotos')
    .set({ caption })
    .where('id', '=', photoId)
    .where('hotelId', '=', hotelId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the row; its variants (for the caller to delete from the store), or undefined. */
export async function deletePhoto(trx: Transaction<Database>, hotelId: string, photoId: string): Promise<PhotoVariant[] | undefined> {
  const deleted = await trx
    .deleteFrom('hotelPhotos')
    .where('id', '=', photoId)
    .where('hotelId', '=', hotelId)
    .returning('variants')
    .executeTakeFirst();
  return deleted?.variants;
}

/** Closes the gaps a delete leaves and copies the first photo to `hotels.cover` (null when none). */
export async function refreshCover(trx: Transaction<Database>, hotelId: string): Promise<PhotoRow[]> {
  const rows = await listPhotos(trx, hotelId);
  const gaps = rows.some((row, i) => row.position !== i);
  if (gaps)
    await setOrder(
      trx,
      hotelId,
      rows.map((row) => row.id),
    );
  const [first] = rows;
  await trx
    .updateTable('hotels')
    .set({ cover: first ? JSON.stringify(toHotelPhoto(first)) : null })
    .where('id', '=', hotelId)
    .execute();
  return rows.map((row, i) => ({ ...row, position: i }));
}
