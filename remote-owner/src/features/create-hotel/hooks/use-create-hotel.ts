import { createHotel, errorMessage, hotelKeys, useMutation, useNotice, useQueryClient, type HotelFormPayload } from '@ceylon/shared';
import { ownerKeys } from '../../../queries/owner-query-keys';
import { useOwnerText } from '../../../texts';

/**
 * Saves a new hotel and says how it went, and the owner's hotels are read again; a failure rejects
 * so the form keeps what was typed.
 */
export function useCreateHotel() {
  const text = useOwnerText();
  const { notify } = useNotice();
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: createHotel,
    onError: (error) => notify(errorMessage(error, text('owner.create.failed')), 'error'),
    onSuccess: () => {
      notify(text('owner.create.done'), 'success');
      return Promise.all([
        client.invalidateQueries({ queryKey: ownerKeys.myHotels }),
        client.invalidateQueries({ queryKey: hotelKeys.lists }),
      ]);
    },
  });
  return (hotel: HotelFormPayload) => mutateAsync(hotel).then(() => undefined);
}
