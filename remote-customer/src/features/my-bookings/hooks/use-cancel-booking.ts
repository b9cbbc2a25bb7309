import { useCallback } from 'react';
import { confirmations, useMutation, useNotice, useQueryClient } from '@ceylon/shared';
import { cancelBooking } from '../api/cancel-booking';
import { customerBookingsKey } from '../../../api/customer-bookings-key';
import { useCustomerText } from '../../../texts';

/** Asks first, cancels, says how it went, then reloads the list, whether or not it worked (docs/product.md §4, §8). */
export function useCancelBooking() {
  const text = useCustomerText();
  const { confirm, notify } = useNotice();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => notify(text('customer.bookings.cancelled'), 'success'),
    onError: (error) => {
      console.error('Failed to cancel booking', error);
      notify(text('customer.bookings.cancelFailed'), 'error');
    },
    // Returned, so the booking's button stays disabled until the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerBookingsKey }),
  });
  const { mutate } = mutation;

  const cancel = useCallback(
    async (id: string) => {
      if (await confirm(confirmations.cancelBooking)) mutate(id);
    },
    [confirm, mutate],
  );

  return { cancel, cancelling: mutation.isPending ? (mutation.variables ?? null) : null };
}
