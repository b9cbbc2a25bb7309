import {
  confirmations,
  createHotel,
  deleteHotel,
  errorMessage,
  updateHotel,
  useNotice,
  type Hotel,
  type HotelFormPayload,
} from '@ceylon/shared';
import { useAdminText } from '../../../texts';

/**
 * Create, update and delete with the texts of docs/product.md §8 (the server's message first). Saves reject
 * on failure so the form keeps what was typed; `onChanged` reloads the list after a change.
 */
export function useHotelActions(onChanged: () => Promise<void>) {
  const text = useAdminText();
  const { notify, confirm } = useNotice();

  const create = async (hotel: HotelFormPayload) => {
    try {
      await createHotel(hotel);
    } catch (error) {
      notify(errorMessage(error, text('admin.hotels.createFailed')), 'error');
      throw error;
    }
    notify(text('admin.hotels.created'), 'success');
    await onChanged();
  };

  const update = async (hotel: Hotel, changes: HotelFormPayload) => {
    try {
      await updateHotel(hotel.id, changes);
    } catch (error) {
      notify(errorMessage(error, text('admin.hotels.updateFailed')), 'error');
      throw error;
    }
    notify(text('admin.hotels.updated'), 'success');
    await onChanged();
  };

  const remove = async (hotel: Hotel) => {
    if (!(await confirm(confirmations.deleteHotel))) return;
    try {
      await deleteHotel(hotel.id);
    } catch (error) {
      notify(errorMessage(error, text('admin.hotels.deleteFailed')), 'error');
      return;
    }
    notify(text('admin.hotels.deleted'), 'success');
    await onChanged();
  };

  return { create, update, remove };
}
