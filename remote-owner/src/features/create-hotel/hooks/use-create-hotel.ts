import { createHotel, errorMessage, useNotice, type HotelFormPayload } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

/** Saves a new hotel and says how it went; a failure rejects so the form keeps what was typed. */
export function useCreateHotel() {
  const text = useOwnerText();
  const { notify } = useNotice();
  return async (hotel: HotelFormPayload) => {
    try {
      await createHotel(hotel);
    } catch (error) {
      notify(errorMessage(error, text('owner.create.failed')), 'error');
      throw error;
    }
    notify(text('owner.create.done'), 'success');
  };
}
