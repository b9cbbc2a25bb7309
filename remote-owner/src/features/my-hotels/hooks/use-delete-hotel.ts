import { confirmations, deleteHotel, useNotice } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

/**
 * Asks first, deletes, says how it went (the owner list's own texts, docs/product.md §8), then
 * `onDeleted`.
 */
export function useDeleteHotel(onDeleted: () => void | Promise<void>) {
  const text = useOwnerText();
  const { confirm, notify } = useNotice();

  return async (hotelId: string) => {
    if (!(await confirm(confirmations.deleteHotel))) return;
    try {
      await deleteHotel(hotelId);
    } catch (error) {
      console.error('Failed to delete hotel', error);
      notify(text('owner.hotels.deleteFailed'), 'error');
      return;
    }
    notify(text('owner.hotels.deleted'), 'success');
    await onDeleted();
  };
}
