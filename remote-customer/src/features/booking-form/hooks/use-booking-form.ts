import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bookingPath,
  errorMessage,
  isApiError,
  listedMinimumStayProblem,
  todayInColombo,
  useSession,
  useShownRate,
  validateBooking,
  type Hotel,
  type PricedNight,
} from '@ceylon/shared';
import { createBooking } from '../api/create-booking';
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
  const [values, setValues] = useState(initial);
  const [phase, setPhase] = useState<BookingPhase>('editing');
  const [error, setError] = useState<string | null>(null);
  // One key per filled-in form: clicks on the same form share it, a changed form gets a new one.
  const idempotencyKey = useRef<string | null>(null);
  const busy = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const change = useCallback((patch: Partial<BookingValues>) => {
    idempotencyKey.current = null;
    setValues((current) => ({ ...current, ...patch }));
  }, []);

  const submit = useCallback(
    async (promotion: BookedPromotion | null = null) => {
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
      setPhase('sending');
      idempotencyKey.current ??= newIdempotencyKey();
      try {
        const booking = await createBooking(
          {
            hotelId: hotel.id,
            ...values,
            totalPrice: promotion ? promotion.lines.total : stayFigures(values, hotel.price, listed, hotel.charges).total,
            ...(promotion && { promotionCode: promotion.code }),
            // Shown in another currency: which, at what rate (prices shown in dollars say nothing more).
            ...(shown.currency !== 'USD' && { shownCurrency: shown.currency, shownRate: shown.perUsd }),
          },
          idempotencyKey.current,
        );
        setPhase('created');
        redirect.current = setTimeout(() => {
          void navigate(`/booking/success?id=${encodeURIComponent(booking.id)}`, { state: { booking } });
        }, SUCCESS_REDIRECT_MS);
      } catch (failure: unknown) {
        // The server answered, so trying again is a new request; after a lost answer the key is kept.
        if (isApiError(failure) && failure.response) idempotencyKey.current = null;
        setError(errorMessage(failure, text('customer.booking.failed')));
        setPhase('editing');
        busy.current = false;
      }
    },
    [hotel.charges, hotel.id, hotel.price, hotel.rooms, isSignedIn, listed, navigate, shown.currency, shown.perUsd, text, values],
  );

  return { values, change, submit, phase, error };
}
