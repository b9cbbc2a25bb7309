// The mail outbox for admins: every queued, sent and failed message, newest first, and
// one message with its bodies for a preview. Registered at /api/admin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxIdParams, OutboxMessageSchema, OutboxPageSchema, OutboxQuery } from '@ceylon/shared/contracts';
import type { MailKind } from '@ceylon/shared/domain';
import { notFound, say } from '../../http-errors';
import { errorResponses } from '../../schemas/error-responses';
import { ADMINS_ONLY } from '../../plugins/auth';

const DEFAULT_LIMIT = 25;
const SUMMARY = ['id', 'kind', 'toAddress', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt', 'nextAttemptAt'] as const;

interface SummaryRow {
  id: number;
  kind: MailKind;
  toAddress: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

function summaryOf({ toAddress, createdAt, sentAt, nextAttemptAt, ...row }: SummaryRow) {
  return {
    ...row,
    to: toAddress,
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
    nextAttemptAt: nextAttemptAt.toISOString(),
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const adminsOnly = app.requireRole(['admin'], ADMINS_ONLY);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/outbox',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'listOutbox',
        summary: 'List the mail outbox',
        description: 'Every queued, sent and failed message, newest first, `limit` at a time.',
        tags: ['admin'],
        security,
        querystring: OutboxQuery,
        response: { 200: OutboxPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? DEFAULT_LIMIT;
      const { cursor } = request.query;
      let query = app.db
        .selectFrom('mailOutbox')
        .select(SUMMARY)
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (cursor !== undefined) query = query.where('id', '<', cursor);
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      return { messages: page.map(summaryOf), nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },
  );

  app.get(
    '/outbox/:id',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'getOutboxMessage',
        summary: 'Get one outgoing message',
        description: 'With its text and HTML bodies, for a preview.',
        tags: ['admin'],
        security,
        params: OutboxIdParams,
        response: { 200: OutboxMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('mailOutbox')
        .select([...SUMMARY, 'replyTo', 'messageId', 'textBody', 'htmlBody', 'attachments'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound(say('error.outbox.noSuchMessage'));
      const { replyTo, messageId, textBody, htmlBody, attachments, ...summary } = row;
      return {
        ...summaryOf(summary),
        replyTo,
        messageId,
        text: textBody,
        html: htmlBody,
        attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: Buffer.byteLength(a.content) })),
      };
    },
  );
};

export default routes;
