import { useCallback, useState } from 'react';
import { errorMessage, useMutation, type StayPriceLines } from '@ceylon/shared';
import { checkPromotion } from '../api/check-promotion';
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
 * drops it until it is applied again. The check changes nothing on the server, so no query is read again.
 */
export function usePromotionCode(hotelId: string, values: BookingValues) {
  const text = useCustomerText();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<{ stay: string; applied: AppliedPromotion } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (stay: BookingValues & { code: string }) => checkPromotion({ hotelId, ...stay }),
    onSuccess: (answer, stay) => {
      if (answer.applies) setChecked({ stay: stayKey(stay), applied: { code: answer.code, lines: answer.priceBreakdown } });
      else setProblem(answer.message);
    },
    onError: (failure) => setProblem(errorMessage(failure, text('customer.promotion.checkFailed'))),
  });
  const { mutate } = check;

  const apply = useCallback(() => {
    const entered = code.trim();
    setChecked(null);
    setProblem(null);
    if (entered) mutate({ ...values, code: entered });
  }, [code, mutate, values]);

  const edit = useCallback((typed: string) => {
    setCode(typed);
    setChecked(null);
    setProblem(null);
  }, []);

  const applied = checked && checked.stay === stayKey(values) ? checked.applied : null;
  return { code, edit, apply, applied, problem, checking: check.isPending };
}
