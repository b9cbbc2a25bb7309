import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type HotelCharge } from '@ceylon/shared';
import { getTaxes, replaceTaxes } from '../api/taxes';

/** Asked before a charge is removed. */
export const removeTaxQuestion = {
  question: 'Remove this charge? New bookings will not pay it; existing bookings keep the price they were booked at.',
  yes: 'Remove charge',
  no: 'Keep charge',
};

export interface TaxesState {
  charges: HotelCharge[];
  /** Resolves true when saved: added at the end, or in place of the one at `index`. */
  save: (charge: HotelCharge, index?: number) => Promise<boolean>;
  remove: (index: number) => Promise<void>;
  /** One place earlier in the order (it then applies before the one that was before it). */
  moveUp: (index: number) => Promise<void>;
}

/** The hotel's taxes and charges; every change sends the whole list (PUT replaces it). */
export function useTaxes(hotelId: string): TaxesState {
  const { notify, confirm } = useNotice();
  const [charges, setCharges] = useState<HotelCharge[]>([]);

  useEffect(() => {
    let current = true;
    getTaxes(hotelId).then(
      (loaded) => current && setCharges(loaded),
      (error: unknown) => {
        console.error('Failed to load taxes and charges', error);
        if (current) notify('Failed to load taxes and charges', 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [hotelId, notify]);

  const store = useCallback(
    async (next: HotelCharge[], done: string, failed: string) => {
      try {
        setCharges(await replaceTaxes(hotelId, next));
      } catch (error) {
        notify(errorMessage(error, failed), 'error');
        return false;
      }
      notify(done, 'success');
      return true;
    },
    [hotelId, notify],
  );

  const save = (charge: HotelCharge, index?: number) =>
    index === undefined
      ? store([...charges, charge], 'Charge added', 'Failed to add the charge')
      : store(
          charges.map((c, i) => (i === index ? charge : c)),
          'Charge changed',
          'Failed to save the charge',
        );

  const remove = async (index: number) => {
    if (!(await confirm(removeTaxQuestion))) return;
    await store(
      charges.filter((_, i) => i !== index),
      'Charge removed',
      'Failed to remove the charge',
    );
  };

  const moveUp = async (index: number) => {
    if (index <= 0 || index >= charges.length) return;
    const next = [...charges];
    [next[index - 1], next[index]] = [next[index] as HotelCharge, next[index - 1] as HotelCharge];
    await store(next, 'Order changed', 'Failed to change the order');
  };

  return { charges, save, remove, moveUp };
}
