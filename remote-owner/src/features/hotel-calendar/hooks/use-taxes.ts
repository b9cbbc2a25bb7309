import { errorMessage, useMutation, useNotice, useQuery, useQueryClient, useReadFailure, type HotelCharge } from '@ceylon/shared';
import { useOwnerText, type OwnerText } from '../../../texts';
import { replaceTaxes, taxesQuery } from '../api/taxes';

export interface TaxesState {
  charges: HotelCharge[];
  /** Resolves true when saved: added at the end, or in place of the one at `index`. */
  save: (charge: HotelCharge, index?: number) => Promise<boolean>;
  remove: (index: number) => Promise<void>;
  /** One place earlier in the order (it then applies before the one that was before it). */
  moveUp: (index: number) => Promise<void>;
}

/** One change to the list: the list as it is to be, and what to say when it is stored or refused. */
interface TaxChange {
  next: HotelCharge[];
  done: OwnerText;
  failed: OwnerText;
}

/** The hotel's taxes and charges; every change sends the whole list (PUT replaces it) and keeps what comes back. */
export function useTaxes(hotelId: string): TaxesState {
  const text = useOwnerText();
  const { notify, confirm } = useNotice();
  const client = useQueryClient();
  const query = useQuery(taxesQuery(hotelId));
  useReadFailure(query.error, 'Failed to load taxes and charges', text('owner.taxes.loadFailed'));
  const charges = query.data ?? [];

  const { mutateAsync } = useMutation({
    mutationFn: ({ next }: TaxChange) => replaceTaxes(hotelId, next),
    onError: (error, { failed }) => notify(errorMessage(error, text(failed)), 'error'),
    onSuccess: (stored, { done }) => {
      client.setQueryData(taxesQuery(hotelId).queryKey, stored);
      notify(text(done), 'success');
    },
  });

  /** Resolves false when the change was refused (onError said so). */
  const store = (next: HotelCharge[], done: OwnerText, failed: OwnerText) =>
    mutateAsync({ next, done, failed }).then(
      () => true,
      () => false,
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
