import {
  errorMessage,
  fieldProblem,
  isApiError,
  useMutation,
  useNotice,
  useQuery,
  useQueryClient,
  useReadFailure,
  type Promotion,
  type PromotionInput,
} from '@ceylon/shared';
import { deletePromotion, promotionsQuery, savePromotion } from './api/promotions';
import type { PromotionText } from './promotion-texts';

/** A field of the body (a box of the form) and what the API said about it. */
export interface PromotionRefusal {
  field: string;
  message: string;
}

export interface PromotionsState {
  promotions: Promotion[];
  /** Null when saved; the refusal, to be shown under its field, when the API named one. */
  save: (input: PromotionInput, id?: string) => Promise<PromotionRefusal | null | 'failed'>;
  /** A code is being saved. */
  saving: boolean;
  /** Asks first; a code in use is refused by the API (409), its message shown. */
  remove: (promotion: Promotion) => Promise<void>;
  makeInactive: (promotion: Promotion) => Promise<void>;
}

/** The API's refusal of a body, by field: a 400 names its field; a 409 is the code taken elsewhere on the site. */
function refusalOf(error: unknown): PromotionRefusal | null {
  if (!isApiError(error)) return null;
  const message = errorMessage(error, '');
  if (error.response?.status === 409 && message) return { field: 'code', message };
  const data: unknown = error.response?.data;
  const field = data && typeof data === 'object' && 'field' in data && typeof data.field === 'string' ? data.field : '';
  return field && fieldProblem(error, field) ? { field, message } : null;
}

/** The input a stored code was made from, to send it back changed. */
export const inputOf = ({ id: _id, hotelId: _hotel, uses: _uses, ...input }: Promotion): PromotionInput => input;

/** The codes under `path` (`/promotions` or `/hotels/{id}/promotions`), read again after each change. */
export function usePromotions(path: string, text: PromotionText): PromotionsState {
  const { notify, confirm } = useNotice();
  const client = useQueryClient();
  const { queryKey } = promotionsQuery(path);
  const query = useQuery(promotionsQuery(path));
  useReadFailure(query.error, 'Failed to load promotion codes', text('promotions.loadFailed'));

  /** Says `done`, then reads the codes again (a failed read is said by the list's own query). */
  const changed = (done: Parameters<PromotionText>[0]) => {
    notify(text(done), 'success');
    return client.invalidateQueries({ queryKey });
  };

  const saving = useMutation({
    mutationFn: ({ input, id }: { input: PromotionInput; id?: string }) => savePromotion(path, input, id),
    onSuccess: (_, { id }) => changed(id === undefined ? 'promotions.added' : 'promotions.changed'),
  });
  const deactivating = useMutation({
    mutationFn: (promotion: Promotion) => savePromotion(path, { ...inputOf(promotion), active: false }, promotion.id),
    onSuccess: () => changed('promotions.madeInactive'),
    onError: (failure) => notify(errorMessage(failure, text('promotions.saveFailed')), 'error'),
  });
  const deleting = useMutation({
    mutationFn: (promotion: Promotion) => deletePromotion(path, promotion.id),
    onSuccess: () => changed('promotions.removed'),
    onError: (failure) => notify(errorMessage(failure, text('promotions.removeFailed')), 'error'),
  });

  const save = async (input: PromotionInput, id?: string) => {
    try {
      await saving.mutateAsync({ input, id });
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (refusal) return refusal;
      notify(errorMessage(failure, text('promotions.saveFailed')), 'error');
      return 'failed' as const;
    }
    return null;
  };

  // A failed removal or deactivation has been said by its mutation's onError.
  const remove = async (promotion: Promotion) => {
    const asked = { question: text('promotions.removeQuestion'), yes: text('promotions.removeYes'), no: text('promotions.removeNo') };
    if (await confirm(asked)) await deleting.mutateAsync(promotion).catch(() => undefined);
  };

  const makeInactive = async (promotion: Promotion) => {
    await deactivating.mutateAsync(promotion).catch(() => undefined);
  };

  return { promotions: query.data ?? [], save, saving: saving.isPending, remove, makeInactive };
}
