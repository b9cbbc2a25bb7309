import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type Confirmation, type HotelPhoto } from '@ceylon/shared';
import { deletePhoto } from '../api/delete-photo';
import { getPhotos } from '../api/get-photos';
import { reorderPhotos } from '../api/reorder-photos';
import { updateCaption } from '../api/update-caption';
import { uploadPhotos } from '../api/upload-photos';
import { moved } from '../photo-rules';

const deletePhotoQuestion: Confirmation = { question: 'Delete this photo?', yes: 'Delete photo', no: 'Keep photo' };

export interface PhotosState {
  photos: HotelPhoto[];
  loading: boolean;
  /** A change is on its way: the buttons wait for it. */
  busy: boolean;
  /** Resolves true when the files were uploaded. */
  upload: (files: readonly File[]) => Promise<boolean>;
  move: (index: number, step: -1 | 1) => Promise<void>;
  saveCaption: (photo: HotelPhoto, caption: string) => Promise<boolean>;
  remove: (photo: HotelPhoto) => Promise<void>;
}

/** A hotel's photos and every change to them; each change answers the photos as they now are. */
export function usePhotos(hotelId: string): PhotosState {
  const { notify, confirm } = useNotice();
  const [photos, setPhotos] = useState<HotelPhoto[]>([]);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    getPhotos(hotelId)
      .then((found) => current && setPhotos(found))
      .catch((error: unknown) => {
        console.error('Failed to load photos', error);
        if (current) notify('Failed to load photos', 'error');
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [hotelId, notify]);

  /** Runs one change; the API's message (else `failure`) when it fails, `success` when it worked. */
  const change = useCallback(
    async (request: () => Promise<HotelPhoto[]>, success: string, failure: string) => {
      setBusy(true);
      try {
        setPhotos(await request());
      } catch (error) {
        notify(errorMessage(error, failure), 'error');
        return false;
      } finally {
        setBusy(false);
      }
      notify(success, 'success');
      return true;
    },
    [notify],
  );

  const upload = (files: readonly File[]) =>
    change(
      () => uploadPhotos(hotelId, files),
      files.length === 1 ? 'Photo uploaded' : `${files.length} photos uploaded`,
      'Failed to upload photos',
    );

  const move = async (index: number, step: -1 | 1) => {
    const ids = moved(
      photos.map((photo) => photo.id),
      index,
      step,
    );
    await change(() => reorderPhotos(hotelId, ids), step < 0 ? 'Photo moved earlier' : 'Photo moved later', 'Failed to reorder photos');
  };

  const saveCaption = (photo: HotelPhoto, caption: string) =>
    change(() => updateCaption(hotelId, photo.id, caption), 'Caption saved', 'Failed to save the caption');

  const remove = async (photo: HotelPhoto) => {
    if (!(await confirm(deletePhotoQuestion))) return;
    await change(() => deletePhoto(hotelId, photo.id), 'Photo deleted', 'Failed to delete photo');
  };

  return { photos, loading, busy, upload, move, saveCaption, remove };
}
