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

/**
 * Create, update and delete with the texts of docs/product.md §8 (the server's message first). Saves reject
 * on failure so the form keeps what was typed; `onChanged` reloads the list after a change.
 */
export function useHotelActions(onChanged: () => Promise<void>) {
  const { notify, confirm } = useNotice();

  const create = async (hotel: HotelFormPayload) => {
    try {
      await createHotel(hotel);
    } catch (error) {
      notify(errorMessage(error, 'Failed to create hotel'), 'error');
      throw error;
    }
    notify('Hotel created successfully!', 'success');
    await onChanged();
  };

  const update = async (hotel: Hotel, changes: HotelFormPayload) => {
    try {
      await updateHotel(hotel.id, changes);
    } catch (error) {
      notify(errorMessage(error, 'Failed to update hotel'), 'error');
      throw error;
    }
    notify('Hotel updated successfully!', 'success');
    await onChanged();
  };

  const remove = async (hotel: Hotel) => {
    if (!(await confirm(confirmations.deleteHotel))) return;
    try {
      await deleteHotel(hotel.id);
    } catch (error) {
      notify(errorMessage(error, 'Failed to delete hotel'), 'error');
      return;
    }
    notify('Hotel deleted successfully!', 'success');
    await onChanged();
  };

  return { create, update, remove };
}
