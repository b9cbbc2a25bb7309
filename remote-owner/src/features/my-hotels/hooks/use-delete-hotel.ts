import { confirmations, deleteHotel, hotelKeys, useMutation, useNotice, useQueryClient } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';
import { useOwnerText } from '../../../texts';

/**
 * Asks first, deletes, says how it went (the owner list's own texts, docs/product.md §8), then reads
 * the owner's hotels again and forgets what was read about the deleted one.
 */
export function useDeleteHotel() {
  const text = useOwnerText();
  const { confirm, notify } = useNotice();
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: deleteHotel,
    onError: (error) => {
      console.error('Failed to delete hotel', error);
      notify(text('owner.hotels.deleteFailed'), 'error');
    },
    onSuccess: (_, hotelId) => {
      notify(text('owner.hotels.deleted'), 'success');
      client.removeQueries({ queryKey: ownerKeys.hotel(hotelId) });
      client.removeQueries({ queryKey: hotelKeys.hotel(hotelId) });
      return Promise.all([
        client.invalidateQueries({ queryKey: ownerKeys.myHotels }),
        client.invalidateQueries({ queryKey: hotelKeys.lists }),
      ]);
    },
  });

  return async (hotelId: string) => {
    if (!(await confirm(confirmations.deleteHotel))) return;
    // A failure is told by onError; the list stays as it was.
    await mutateAsync(hotelId).catch(() => undefined);
  };
}
