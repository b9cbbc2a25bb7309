import { errorMessage, updateHotel, useNotice, type HotelFormPayload } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

/**
 * Saves an edit with the texts of docs/product.md §8 (the server's message first), then `onUpdated`. A failure
 * rejects so the modal stays open with what was typed.
 */
export function useUpdateHotel(onUpdated: () => void | Promise<void>) {
  const text = useOwnerText();
  const { notify } = useNotice();
  return async (hotelId: string, changes: HotelFormPayload) => {
    try {
      await updateHotel(hotelId, changes);
    } catch (error) {
      notify(errorMessage(error, text('owner.hotels.updateFailed')), 'error');
      throw error;
    }
    notify(text('owner.hotels.updated'), 'success');
    await onUpdated();
  };
}
