import { apiClient, type OutboxMessage, type OutboxPage } from '@ceylon/shared';

/** GET /api/admin/outbox (admin): newest first, `cursor` from the page before. */
export async function getOutboxPage(cursor?: number): Promise<OutboxPage> {
  const { data } = await apiClient.get<OutboxPage>('/admin/outbox', { params: { limit: 25, ...(cursor !== undefined && { cursor }) } });
  return data;
}

/** GET /api/admin/outbox/:id (admin): one message with its bodies. */
export async function getOutboxMessage(id: number): Promise<OutboxMessage> {
  const { data } = await apiClient.get<OutboxMessage>(`/admin/outbox/${id}`);
  return data;
}
