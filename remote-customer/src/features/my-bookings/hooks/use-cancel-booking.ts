import { useCallback, useState } from 'react';
import { confirmations, useNotice } from '@ceylon/shared';
import { cancelBooking } from '../api/cancel-booking';

export const CANCELLED_MESSAGE = 'Booking cancelled successfully';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel booking';

/** Asks first, cancels, says how it went, then reloads the list (docs/product.md §4, §8). */
export function useCancelBooking(reload: () => Promise<void>) {
  const { confirm, notify } = useNotice();
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = useCallback(
    async (id: string) => {
      if (!(await confirm(confirmations.cancelBooking))) return;
      setCancelling(id);
      try {
        await cancelBooking(id);
        notify(CANCELLED_MESSAGE, 'success');
      } catch (error: unknown) {
        console.error('Failed to cancel booking', error);
        notify(CANCEL_FAILED_MESSAGE, 'error');
      }
      await reload();
      setCancelling(null);
    },
    [confirm, notify, reload],
  );

  return { cancel, cancelling };
}
