import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type HotelCharge } from '@ceylon/shared';
import { useOwnerText, type OwnerText } from '../../../texts';
import { getTaxes, replaceTaxes } from '../api/taxes';

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
  const text = useOwnerText();
  const { notify, confirm } = useNotice();
  const [charges, setCharges] = useState<HotelCharge[]>([]);

  useEffect(() => {
    let current = true;
    getTaxes(hotelId).then(
      (loaded) => current && setCharges(loaded),
      (error: unknown) => {
        console.error('Failed to load taxes and charges', error);
        if (current) notify(text('owner.taxes.loadFailed'), 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [hotelId, notify, text]);

  const store = useCallback(
    async (next: HotelCharge[], done: OwnerText, failed: OwnerText) => {
      try {
        setCharges(await replaceTaxes(hotelId, next));
      } catch (error) {
        notify(errorMessage(error, text(failed)), 'error');
        return false;
      }
      notify(text(done), 'success');
      return true;
    },
    [hotelId, notify, text],
  );

  const save = (charge: HotelCharge, index?: number) =>
    index === undefined
      ? store([...charges, charge], 'owner.taxes.added', 'owner.taxes.addFailed')
      : store(
          charges.map((c, i) => (i === index ? charge : c)),
          'owner.taxes.changed',
          'owner.taxes.saveFailed',
        );

  const remove = async (index: number) => {
    const question = { question: text('owner.taxes.removeQuestion'), yes: text('owner.taxes.removeYes'), no: text('owner.taxes.removeNo') };
    if (!(await confirm(question))) return;
    await store(
      charges.filter((_, i) => i !== index),
      'owner.taxes.removed',
      'owner.taxes.removeFailed',
    );
  };

  const moveUp = async (index: number) => {
    if (index <= 0 || index >= charges.length) return;
    const next = [...charges];
    [next[index - 1], next[index]] = [next[index] as HotelCharge, next[index - 1] as HotelCharge];
    await store(next, 'owner.taxes.reordered', 'owner.taxes.reorderFailed');
  };

  return { charges, save, remove, moveUp };
}
