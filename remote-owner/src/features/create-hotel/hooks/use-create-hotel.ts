import { createHotel, errorMessage, useNotice, type HotelFormPayload } from '@ceylon/shared';

/** Saves a new hotel and says how it went; a failure rejects so the form keeps what was typed. */
export function useCreateHotel() {
  const { notify } = useNotice();
  return async (hotel: HotelFormPayload) => {
    try {
      await createHotel(hotel);
    } catch (error) {
      notify(errorMessage(error, 'Failed to create hotel'), 'error');
      throw error;
    }
    notify('Hotel created successfully!', 'success');
  };
}
