import { apiClient, queryOptions, type Promotion, type PromotionInput } from '@ceylon/shared';

// `path` is the codes' collection under /api: `/promotions` (site-wide, an administrator's) or
// `/hotels/{id}/promotions` (a hotel's); both answer the same shapes (shared/src/contracts/promotions.ts).
const onePath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** GET: the codes, each with its uses. */
export async function getPromotions(path: string, signal?: AbortSignal): Promise<Promotion[]> {
  const { data } = await apiClient.get<{ promotions: Promotion[] }>(path, { signal });
  return Array.isArray(data?.promotions) ? data.promotions : [];
}

/** The codes under `path` as a query, keyed by their collection. */
export const promotionsQuery = (path: string) =>
  queryOptions({ queryKey: ['promotions', path] as const, queryFn: ({ signal }) => getPromotions(path, signal) });

/** POST a new code, or PUT the one with `id`: the code as stored comes back. */
export async function savePromotion(path: string, input: PromotionInput, id?: string): Promise<Promotion> {
  const { data } =
    id === undefined ? await apiClient.post<Promotion>(path, input) : await apiClient.put<Promotion>(onePath(path, id), input);
  return data;
}

/** DELETE a code no booking has used (409 otherwise). */
export async function deletePromotion(path: string, id: string): Promise<void> {
  await apiClient.delete(onePath(path, id));
}
