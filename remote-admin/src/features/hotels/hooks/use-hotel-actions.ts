import {
  confirmations,
  createHotel,
  deleteHotel,
  errorMessage,
  hotelKeys,
  updateHotel,
  useMutation,
  useNotice,
  useQueryClient,
  type Hotel,
  type HotelFormPayload,
} from '@ceylon/shared';
import { useAdminText, type AdminText } from '../../../texts';

/**
 * Create, update and delete with the texts of docs/product.md §8 (the server's message first). Saves reject
 * on failure so the form keeps what was typed; each change reads the hotel lists again, and the hotel
 * itself where a page read it.
 */
export function useHotelActions() {
  const text = useAdminText();
  const { notify, confirm } = useNotice();
  const client = useQueryClient();
  const changed = (done: AdminText, id?: string) => {
    notify(text(done), 'success');
    return Promise.all([
      client.invalidateQueries({ queryKey: hotelKeys.lists }),
      id !== undefined && client.invalidateQueries({ queryKey: hotelKeys.hotel(id) }),
    ]);
  };
  const failed = (message: AdminText) => (error: unknown) => notify(errorMessage(error, text(message)), 'error');

  const creating = useMutation({
    mutationFn: createHotel,
    onSuccess: () => changed('admin.hotels.created'),
    onError: failed('admin.hotels.createFailed'),
  });
  const updating = useMutation({
    mutationFn: ({ hotel, changes }: { hotel: Hotel; changes: HotelFormPayload }) => updateHotel(hotel.id, changes),
    onSuccess: (_, { hotel }) => changed('admin.hotels.updated', hotel.id),
    onError: failed('admin.hotels.updateFailed'),
  });
  const deleting = useMutation({
    mutationFn: (hotel: Hotel) => deleteHotel(hotel.id),
    onSuccess: (_, hotel) => changed('admin.hotels.deleted', hotel.id),
    onError: failed('admin.hotels.deleteFailed'),
  });

  const remove = async (hotel: Hotel) => {
    if (await confirm(confirmations.deleteHotel)) deleting.mutate(hotel);
  };

  return {
    create: async (hotel: HotelFormPayload) => {
      await creating.mutateAsync(hotel);
    },
    update: (hotel: Hotel, changes: HotelFormPayload) => updating.mutateAsync({ hotel, changes }),
    remove,
  };
}
