// Writing promotion codes (decision 0032): the body tidied and checked, and a clash of codes as 409.
import type { Static } from 'typebox';
import type { PromotionBody } from '@ceylon/shared/contracts';
import { isIsoDate, normaliseCode, roundToCents } from '@ceylon/shared/domain';
import { badRequest, conflict, notFound, say } from '../http-errors';
import type { PromotionFields, PromotionsRepository } from '../repositories/promotions-repository';
import { isUniqueViolation } from '../repositories/users-repository';

/** The body's fields, tidied (code upper case, value to two decimals), or a 400 naming the one at fault. */
export function promotionFieldsOf(body: Static<typeof PromotionBody>): PromotionFields {
  if (!isIsoDate(body.validFrom)) throw badRequest('validFrom', say('error.dateFormat', { field: 'validFrom' }));
  if (!isIsoDate(body.validUntil)) throw badRequest('validUntil', say('error.dateFormat', { field: 'validUntil' }));
  if (body.validUntil < body.validFrom) throw badRequest('validUntil', say('error.promotion.untilBeforeFrom'));
  if (body.kind === 'percent' && body.value > 100) throw badRequest('value', say('error.percentAtMost100'));
  const value = roundToCents(body.value);
  if (value <= 0) throw badRequest('value', say('error.promotion.valueAtLeast'));
  return { ...body, code: normaliseCode(body.code), value };
}

/** Runs a write, a taken code answered 409 naming it. */
export async function writePromotion<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(say('error.promotion.codeTaken', { code }));
    throw error;
  }
}

/** Changes a code from a PUT body (site-wide or a hotel's: the route has found it); with its uses. */
export async function updatePromotion(promotions: PromotionsRepository, id: string, body: Static<typeof PromotionBody>) {
  const fields = promotionFieldsOf(body);
  const updated = await writePromotion(fields.code, () => promotions.update(id, fields));
  if (!updated) throw notFound(say('error.promotion.notFound'));
  return { ...updated, uses: (await promotions.usesOf(id)).uses };
}

/** Deletes a code no booking has used; 409 when one has. */
export async function removePromotion(promotions: PromotionsRepository, id: string): Promise<{ message: string }> {
  if (!(await promotions.remove(id))) throw conflict(say('error.promotion.usedCannotDelete'));
  return { message: 'Promotion code deleted' };
}
