import { useCallback, useState } from 'react';
import { confirmations, useNotice } from '@ceylon/shared';
import { cancelBooking } from '../api/cancel-booking';
import { useCustomerText } from '../../../texts';

/** Asks first, cancels, says how it went, then reloads the list (docs/product.md §4, §8). */
export function useCancelBooking(reload: () => Promise<void>) {
  const text = useCustomerText();
  const { confirm, notify } = useNotice();
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = useCallback(
    async (id: string) => {
      if (!(await confirm(confirmations.cancelBooking))) return;
      setCancelling(id);
      try {
        await cancelBooking(id);
        notify(text('customer.bookings.cancelled'), 'success');
      } catch (error: unknown) {
        console.error('Failed to cancel booking', error);
        notify(text('customer.bookings.cancelFailed'), 'error');
      }
      await reload();
      setCancelling(null);
    },
    [confirm, notify, reload, text],
  );

  return { cancel, cancelling };
}
