import { useCallback, useState } from 'react';
import { apiClient, errorMessage, type PromotionCheck, type StayPriceLines } from '@ceylon/shared';
import type { BookingValues } from '../booking-draft';
import { useCustomerText } from '../../../texts';

/** A code that applies to the stay it was checked for, with the price lines the booking will take. */
export interface AppliedPromotion {
  code: string;
  lines: StayPriceLines;
}

const stayKey = ({ checkIn, checkOut, guests, rooms }: BookingValues) => `${checkIn}/${checkOut}/${guests}/${rooms}`;

/**
 * The booking page's promotion code (decision 0032): Apply checks it against the stay with the
 * server (POST /api/promotions/check), which answers the discounted lines or why the code does not
 * apply. A code applies only to the stay it was checked for: changing the dates, guests or rooms
 * drops it until it is applied again.
 */
export function usePromotionCode(hotelId: string, values: BookingValues) {
  const text = useCustomerText();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<{ stay: string; applied: AppliedPromotion } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = useCallback(async () => {
    const entered = code.trim();
    setChecked(null);
    setProblem(null);
    if (!entered) return;
    setChecking(true);
    try {
      const { data } = await apiClient.post<PromotionCheck>('/promotions/check', { hotelId, ...values, code: entered });
      if (data.applies) setChecked({ stay: stayKey(values), applied: { code: data.code, lines: data.priceBreakdown } });
      else setProblem(data.message);
    } catch (failure: unknown) {
      setProblem(errorMessage(failure, text('customer.promotion.checkFailed')));
    } finally {
      setChecking(false);
    }
  }, [code, hotelId, text, values]);

  const edit = useCallback((typed: string) => {
    setCode(typed);
    setChecked(null);
    setProblem(null);
  }, []);

  const applied = checked && checked.stay === stayKey(values) ? checked.applied : null;
  return { code, edit, apply, applied, problem, checking };
}
