import { apiClient, queryOptions, type OutboxMessage, type OutboxPage } from '@ceylon/shared';

/** GET /api/admin/outbox (admin): newest first, `cursor` from the page before. */
export async function getOutboxPage(cursor?: number, signal?: AbortSignal): Promise<OutboxPage> {
  const { data } = await apiClient.get<OutboxPage>('/admin/outbox', {
    params: { limit: 25, ...(cursor !== undefined && { cursor }) },
    signal,
  });
  return data;
}

/** GET /api/admin/outbox/:id (admin): one message with its bodies. */
export async function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxMessage> {
  const { data } = await apiClient.get<OutboxMessage>(`/admin/outbox/${id}`, { signal });
  return data;
}

/** One page of the outbox, the newest (no cursor) or the one after `cursor`. */
export const outboxPageQuery = (cursor?: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'page', cursor ?? null] as const,
    queryFn: ({ signal }) => getOutboxPage(cursor, signal),
  });

/** One message of the outbox, with its bodies. */
export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'message', id] as const,
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
  });
