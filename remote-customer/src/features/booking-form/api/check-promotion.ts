import { apiClient, type PromotionCheck, type PromotionCheckRequest } from '@ceylon/shared';

/** POST /api/promotions/check: whether a code applies to the stay, with its discounted lines, or why not. Changes nothing. */
export async function checkPromotion(request: PromotionCheckRequest): Promise<PromotionCheck> {
  const { data } = await apiClient.post<PromotionCheck>('/promotions/check', request);
  return data;
}
