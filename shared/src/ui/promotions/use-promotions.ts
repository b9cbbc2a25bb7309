import { useCallback, useEffect, useState } from 'react';
import { errorMessage, fieldProblem, isApiError, useNotice, type Promotion, type PromotionInput } from '@ceylon/shared';
import { deletePromotion, getPromotions, savePromotion } from './promotions-api';
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

/** The codes under `path` (`/promotions` or `/hotels/{id}/promotions`), reloaded after each change. */
export function usePromotions(path: string, text: PromotionText): PromotionsState {
  const { notify, confirm } = useNotice();
  const [promotions, setPromotions] = useState<Promotion[]>([]);

  const reload = useCallback(async () => setPromotions(await getPromotions(path)), [path]);

  useEffect(() => {
    let current = true;
    getPromotions(path).then(
      (loaded) => current && setPromotions(loaded),
      (error: unknown) => {
        console.error('Failed to load promotion codes', error);
        if (current) notify(text('promotions.loadFailed'), 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [path, notify, text]);

  const save = async (input: PromotionInput, id?: string) => {
    try {
      await savePromotion(path, input, id);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      notify(errorMessage(error, text('promotions.saveFailed')), 'error');
      return 'failed' as const;
    }
    notify(text(id === undefined ? 'promotions.added' : 'promotions.changed'), 'success');
    await reload().catch(() => undefined);
    return null;
  };

  const remove = async (promotion: Promotion) => {
    const asked = { question: text('promotions.removeQuestion'), yes: text('promotions.removeYes'), no: text('promotions.removeNo') };
    if (!(await confirm(asked))) return;
    try {
      await deletePromotion(path, promotion.id);
    } catch (error) {
      notify(errorMessage(error, text('promotions.removeFailed')), 'error');
      return;
    }
    notify(text('promotions.removed'), 'success');
    await reload().catch(() => undefined);
  };

  const makeInactive = async (promotion: Promotion) => {
    try {
      await savePromotion(path, { ...inputOf(promotion), active: false }, promotion.id);
    } catch (error) {
      notify(errorMessage(error, text('promotions.saveFailed')), 'error');
      return;
    }
    notify(text('promotions.madeInactive'), 'success');
    await reload().catch(() => undefined);
  };

  return { promotions, save, remove, makeInactive };
}
