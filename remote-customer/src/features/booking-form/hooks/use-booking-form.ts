import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bookingPath,
  errorMessage,
  hotelKeys,
  isApiError,
  listedMinimumStayProblem,
  todayInColombo,
  useMutation,
  useQueryClient,
  useSession,
  useShownRate,
  validateBooking,
  type BookingRequest,
  type Hotel,
  type PricedNight,
} from '@ceylon/shared';
import { createBooking } from '../api/create-booking';
import { customerBookingsKey } from '../../../api/customer-bookings-key';
import { stayFigures, type BookingValues } from '../booking-draft';
import { newIdempotencyKey } from '../idempotency-key';
import { useCustomerText } from '../../../texts';

/** Time the success message stays before the confirmation page (docs/product.md §9). */
export const SUCCESS_REDIRECT_MS = 1500;

export type BookingPhase = 'editing' | 'sending' | 'created';

/** A promotion code applied to the stay as it is: the booking sends it and its discounted total. */
export interface BookedPromotion {
  code: string;
  lines: { total: number };
}

/** `listed`: the hotel's nights from its availability, with their prices and minimum stays. */
export function useBookingForm(hotel: Hotel, initial: BookingValues, listed: readonly PricedNight[] = []) {
  const text = useCustomerText();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  // The currency the page shows prices in, and its rate: the booking keeps them (decision 0035).
  const shown = useShownRate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // One key per filled-in form: clicks on the same form share it, a changed form gets a new one.
  const idempotencyKey = useRef<string | null>(null);
  // Set in the click itself: a second click before the page shows Sending sends nothing.
  const busy = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The success message's timer ends with the page.
  useEffect(() => () => clearTimeout(redirect.current), []);

  const booking = useMutation({
    mutationFn: ({ request, key }: { request: BookingRequest; key: string }) => createBooking(request, key),
    onSuccess: (created) => {
      // The stay is now the customer's, and its nights are no longer free at the hotel.
      void queryClient.invalidateQueries({ queryKey: customerBookingsKey });
      void queryClient.invalidateQueries({ queryKey: hotelKeys.availability(hotel.id) });
      redirect.current = setTimeout(() => {
        void navigate(`/booking/success?id=${encodeURIComponent(created.id)}`, { state: { booking: created } });
      }, SUCCESS_REDIRECT_MS);
    },
    onError: (failure) => {
      // The server answered, so trying again is a new request; after a lost answer the key is kept.
      if (isApiError(failure) && failure.response) idempotencyKey.current = null;
      setError(errorMessage(failure, text('customer.booking.failed')));
      busy.current = false;
    },
  });
  const { mutate } = booking;
  const phase: BookingPhase = booking.isPending ? 'sending' : booking.isSuccess ? 'created' : 'editing';

  const change = useCallback((patch: Partial<BookingValues>) => {
    idempotencyKey.current = null;
    setValues((current) => ({ ...current, ...patch }));
  }, []);

  const submit = useCallback(
    (promotion: BookedPromotion | null = null) => {
      if (busy.current) return;
      const problem =
        validateBooking(values, todayInColombo(), hotel.rooms) ?? listedMinimumStayProblem(listed, values.checkIn, values.checkOut);
      if (problem) {
        setError(problem);
        return;
      }
      if (!isSignedIn) {
        // Back here after login, with the form as it was filled in.
        const stay = { ...values, guests: String(values.guests), rooms: values.rooms > 1 ? String(values.rooms) : undefined };
        void navigate('/login', { state: { from: bookingPath(hotel.id, stay) } });
        return;
      }
      busy.current = true;
      setError(null);
      idempotencyKey.current ??= newIdempotencyKey();
      mutate({
        request: {
          hotelId: hotel.id,
          ...values,
          totalPrice: promotion ? promotion.lines.total : stayFigures(values, hotel.price, listed, hotel.charges).total,
          ...(promotion && { promotionCode: promotion.code }),
          // Shown in another currency: which, at what rate (prices shown in dollars say nothing more).
          ...(shown.currency !== 'USD' && { shownCurrency: shown.currency, shownRate: shown.perUsd }),
        },
        key: idempotencyKey.current,
      });
    },
    [hotel.charges, hotel.id, hotel.price, hotel.rooms, isSignedIn, listed, mutate, navigate, shown.currency, shown.perUsd, values],
  );

  return { values, change, submit, phase, error };
}
