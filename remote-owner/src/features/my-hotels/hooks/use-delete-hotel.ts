import { confirmations, deleteHotel, useNotice } from '@ceylon/shared';

/**
 * Asks first, deletes, says how it went (the owner list's own texts, docs/product.md §8), then
 * `onDeleted`.
 */
export function useDeleteHotel(onDeleted: () => void | Promise<void>) {
  const { confirm, notify } = useNotice();

  return async (hotelId: string) => {
    if (!(await confirm(confirmations.deleteHotel))) return;
    try {
      await deleteHotel(hotelId);
    } catch (error) {
      console.error('Failed to delete hotel', error);
      notify('Failed to delete hotel', 'error');
      return;
    }
    notify('Hotel deleted successfully', 'success');
    await onDeleted();
  };
}
