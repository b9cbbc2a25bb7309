// A hotel's photos end to end: check and encode the files (through a concurrency cap), store the
// objects, then write the rows and the cover in one transaction. Nothing is kept of a batch in
// which any file is refused; objects are written before the rows, so a photo a client can see
// always has its files. The upload route and the demo seed both store through savePhotos.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Kysely } from 'kysely';
import { MAX_HOTEL_PHOTOS, type HotelPhoto, type PhotoVariant } from '@ceylon/shared/domain';
import { WorkLimiter } from '../auth/work-limiter';
import type { Database } from '../db/schema';
import {
  appendPhotos,
  deletePhoto,
  listPhotos,
  refreshCover,
  setCaption,
  setOrder,
  toHotelPhoto,
  type NewPhotoRow,
} from '../repositories/hotel-photos-repository';
import { lockHotel } from '../repositories/hotels-repository';
import { inTransaction } from '../services/in-transaction';
import type { PhotoStore } from '../storage/photo-store';
import { encodePhoto, inspectPhoto, variantKey, type EncodedPhoto, type EncodeOptions } from './encode-photo';

/** Where GET /api/photos/:file serves a stored variant. */
export const PHOTO_URL_PREFIX = '/api/photos/';

export interface PhotoUpload {
  /** The client's file name, only to name the file in a message. */
  name: string;
  body: Buffer;
  caption?: string;
}

export interface PreparedPhoto {
  caption?: string;
  encoded: EncodedPhoto;
}

export type PhotoWrite =
  | { kind: 'saved'; photos: HotelPhoto[] }
  | { kind: 'not-found' }
  /** The hotel has `has` photos; `adding` more would pass MAX_HOTEL_PHOTOS. */
  | { kind: 'too-many'; has: number; adding: number }
  | { kind: 'no-such-photo' }
  /** The order sent is not exactly the hotel's photo ids. */
  | { kind: 'wrong-ids' };

/** Uploads encode with moderate AVIF effort; on this kind of machine effort 4+ takes many seconds. */
export const UPLOAD_ENCODING: EncodeOptions = { avifEffort: 2 };

const keyOf = (variant: PhotoVariant) => variant.url.slice(PHOTO_URL_PREFIX.length);

export function createHotelPhotos(
  db: Kysely<Database>,
  store: PhotoStore,
  work = new WorkLimiter(Math.max(1, Math.floor(availableParallelism() / 2)), 8),
) {
  async function deleteObjects(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => store.delete(key)));
  }

  return {
    store,

    async list(hotelId: string): Promise<HotelPhoto[]> {
      return (await listPhotos(db, hotelId)).map(toHotelPhoto);
    },

    /**
     * Every file's header first (type, pixel count), then each decoded and encoded in turn, one
     * upload's files at a time under the cap. Throws PhotoRejected naming the first bad file,
     * BusyError when the queue is full.
     */
    async prepare(files: PhotoUpload[], options: EncodeOptions = UPLOAD_ENCODING): Promise<PreparedPhoto[]> {
      for (const file of files) await inspectPhoto(file.name, file.body);
      return work.run(async () => {
        const prepared: PreparedPhoto[] = [];
        for (const file of files) prepared.push({ caption: file.caption, encoded: await encodePhoto(file.name, file.body, options) });
        return prepared;
      });
    },

    /** Stores the objects, then appends the rows and refreshes the cover; the objects go again if the rows cannot be written. */
    async save(hotelId: string, prepared: PreparedPhoto[]): Promise<PhotoWrite> {
      const rows: NewPhotoRow[] = [];
      const objects: Array<{ key: string; body: Buffer; contentType: string }> = [];
      for (const photo of prepared) {
        const id = randomUUID();
        const variants = photo.encoded.variants.map((variant) => {
          const key = variantKey(id, variant);
          objects.push({ key, body: variant.body, contentType: `image/${variant.format}` });
          return { url: `${PHOTO_URL_PREFIX}${key}`, format: variant.format, width: variant.width, height: variant.height };
        });
        rows.push({ id, caption: photo.caption ?? '', width: photo.encoded.width, height: photo.encoded.height, variants });
      }
      const keys = objects.map((object) => object.key);
      let outcome: PhotoWrite;
      try {
        const stored = await Promise.allSettled(objects.map((object) => store.put(object.key, object.body, object.contentType)));
        const failed = stored.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        outcome = await inTransaction(db, async (trx): Promise<PhotoWrite> => {
          const hotel = await lockHotel(trx, hotelId);
          if (!hotel) return { kind: 'not-found' };
          const has = (await listPhotos(trx, hotelId)).length;
          if (has + rows.length > MAX_HOTEL_PHOTOS) return { kind: 'too-many', has, adding: rows.length };
          await appendPhotos(
            trx,
            hotelId,
            rows.map((row) => ({ ...row, caption: row.caption || hotel.title })),
            has,
          );
          return { kind: 'saved', photos: (await refreshCover(trx, hotelId)).map(toHotelPhoto) };
        });
      } catch (error) {
        await deleteObjects(keys);
        throw error;
      }
      if (outcome.kind !== 'saved') await deleteObjects(keys);
      return outcome;
    },

    async reorder(hotelId: string, ids: string[]): Promise<PhotoWrite> {
      return inTransaction(db, async (trx): Promise<PhotoWrite> => {
        if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
        const current = (await listPhotos(trx, hotelId)).map((row) => row.id);
        const same = current.length === ids.length && current.every((id) => ids.includes(id));
        if (!same) return { kind: 'wrong-ids' };
        await setOrder(trx, hotelId, ids);
        return { kind: 'saved', photos: (await refreshCover(trx, hotelId)).map(toHotelPhoto) };
      });
    },

    async caption(hotelId: string, photoId: string, caption: string): Promise<PhotoWrite> {
      return inTransaction(db, async (trx): Promise<PhotoWrite> => {
        const hotel = await lockHotel(trx, hotelId);
        if (!hotel) return { kind: 'not-found' };
        if (!(await setCaption(trx, hotelId, photoId, caption || hotel.title))) return { kind: 'no-such-photo' };
        return { kind: 'saved', photos: (await refreshCover(trx, hotelId)).map(toHotelPhoto) };
      });
    },

    /** Deletes the row (and moves the cover on); its objects after the commit. */
    async remove(hotelId: string, photoId: string): Promise<PhotoWrite> {
      let gone: PhotoVariant[] = [];
      const outcome = await inTransaction(db, async (trx): Promise<PhotoWrite> => {
        if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
        const variants = await deletePhoto(trx, hotelId, photoId);
        if (!variants) return { kind: 'no-such-photo' };
        gone = variants;
        return { kind: 'saved', photos: (await refreshCover(trx, hotelId)).map(toHotelPhoto) };
      });
      await deleteObjects(gone.map(keyOf));
      return outcome;
    },
  };
}

export type HotelPhotos = ReturnType<typeof createHotelPhotos>;
