import { errorMessage, hotelKeys, useMutation, useNotice, useQuery, useQueryClient, useReadFailure, type HotelPhoto } from '@ceylon/shared';
import { useOwnerText, type OwnerText } from '../../../texts';
import { deletePhoto } from '../api/delete-photo';
import { photosQuery } from '../api/get-photos';
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

/** One change to the photos: a request that answers the photos as they now are, and what to say. */
interface PhotoChange {
  request: () => Promise<HotelPhoto[]>;
  success: string;
  failure: OwnerText;
}

/** A hotel's photos and every change to them; each change answers the photos as they now are. */
export function usePhotos(hotelId: string): PhotosState {
  const text = useOwnerText();
  const { notify, confirm } = useNotice();
  const client = useQueryClient();
  const query = useQuery(photosQuery(hotelId));
  useReadFailure(query.error, 'Failed to load photos', text('owner.photos.loadFailed'));
  const photos = query.data ?? [];

  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ request }: PhotoChange) => request(),
    onError: (error, { failure }) => notify(errorMessage(error, text(failure)), 'error'),
    onSuccess: (answered, { success }) => {
      client.setQueryData(photosQuery(hotelId).queryKey, answered);
      notify(success, 'success');
      // The hotel's public page shows its photos: it reads them again when next shown.
      return client.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) });
    },
  });

  /** Runs one change; resolves false when it failed (onError said so). */
  const change = (request: PhotoChange['request'], success: string, failure: OwnerText) =>
    mutateAsync({ request, success, failure }).then(
      () => true,
      () => false,
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

  return { photos, loading: query.isPending, busy: isPending, upload, move, saveCaption, remove };
}
