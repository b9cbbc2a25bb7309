import { errorMessage, hotelKeys, updateHotel, useMutation, useNotice, useQueryClient, type HotelFormPayload } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';
import { useOwnerText } from '../../../texts';

/**
 * Saves an edit with the texts of docs/product.md §8 (the server's message first), then reads the
 * hotel again wherever it shows. A failure rejects so the modal stays open with what was typed.
 */
export function useUpdateHotel() {
  const text = useOwnerText();
  const { notify } = useNotice();
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ hotelId, changes }: { hotelId: string; changes: HotelFormPayload }) => updateHotel(hotelId, changes),
    onError: (error) => notify(errorMessage(error, text('owner.hotels.updateFailed')), 'error'),
    onSuccess: (_, { hotelId }) => {
      notify(text('owner.hotels.updated'), 'success');
      return Promise.all([
        client.invalidateQueries({ queryKey: ownerKeys.myHotels }),
        client.invalidateQueries({ queryKey: ownerKeys.hotel(hotelId), exact: true }),
        client.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) }),
        client.invalidateQueries({ queryKey: hotelKeys.lists }),
      ]);
    },
  });
  return (hotelId: string, changes: HotelFormPayload) => mutateAsync({ hotelId, changes }).then(() => undefined);
}
