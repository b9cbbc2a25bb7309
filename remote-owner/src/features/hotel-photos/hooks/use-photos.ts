import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type HotelPhoto } from '@ceylon/shared';
import { useOwnerText, type OwnerText } from '../../../texts';
import { deletePhoto } from '../api/delete-photo';
import { getPhotos } from '../api/get-photos';
import { reorderPhotos } from '../api/reorder-photos';
import { updateCaption } from '../api/update-caption';
import { uploadPhotos } from '../api/upload-photos';
import { moved } from '../photo-rules';

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
  const text = useOwnerText();
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
        if (current) notify(text('owner.photos.loadFailed'), 'error');
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [hotelId, notify, text]);

  /** Runs one change; the API's message (else `failure`) when it fails, `success` when it worked. */
  const change = useCallback(
    async (request: () => Promise<HotelPhoto[]>, success: string, failure: OwnerText) => {
      setBusy(true);
      try {
        setPhotos(await request());
      } catch (error) {
        notify(errorMessage(error, text(failure)), 'error');
        return false;
      } finally {
        setBusy(false);
      }
      notify(success, 'success');
      return true;
    },
    [notify, text],
  );

  const upload = (files: readonly File[]) =>
    change(() => uploadPhotos(hotelId, files), text('owner.photos.uploaded', { count: files.length }), 'owner.photos.uploadFailed');

  const move = async (index: number, step: -1 | 1) => {
    const ids = moved(
      photos.map((photo) => photo.id),
      index,
      step,
    );
    await change(
      () => reorderPhotos(hotelId, ids),
      text(step < 0 ? 'owner.photos.movedEarlier' : 'owner.photos.movedLater'),
      'owner.photos.reorderFailed',
    );
  };

  const saveCaption = (photo: HotelPhoto, caption: string) =>
    change(() => updateCaption(hotelId, photo.id, caption), text('owner.photos.captionSaved'), 'owner.photos.captionFailed');

  const remove = async (photo: HotelPhoto) => {
    const question = {
      question: text('owner.photos.deleteQuestion'),
      yes: text('owner.photos.deleteYes'),
      no: text('owner.photos.deleteNo'),
    };
    if (!(await confirm(question))) return;
    await change(() => deletePhoto(hotelId, photo.id), text('owner.photos.deleted'), 'owner.photos.deleteFailed');
  };

  return { photos, loading, busy, upload, move, saveCaption, remove };
}
