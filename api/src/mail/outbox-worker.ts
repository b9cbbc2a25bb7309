// Delivers the mail outbox. A pass claims due messages with `for update skip locked` (so several
// API processes share the work without sending one message twice), marks them `sending` under a
// lease, sends them one by one and records each outcome: `sent`, or another attempt later with an
// exponential back-off, or `failed` after the last attempt. A worker that dies mid-pass leaves its
// claims to expire; another worker then picks them up, so nothing queued is lost across restarts.
import { sql, type Kysely } from 'kysely';
import { createPollingLoop } from '../background/polling-loop';
import type { Database } from '../db/schema';
import { outboxMessageId, type MailSender, type QueuedMail } from './mailer';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  sender: MailSender;
  /** Between passes when the last one found nothing more to do; 0: no timer, passes only through runOnce(). */
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryCapMs: number;
  leaseMs: number;
  /** Messages claimed per pass; the lease must cover sending all of them. */
  batchSize?: number;
  /** Sent messages older than this many days are deleted (at most once an hour, a batch at a time); unset: kept. */
  keepSentDays?: number;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** One pass: claims what is due now, sends it and records the outcomes. */
  runOnce(): Promise<PassResult>;
  start(): void;
  /** Stops the timer and waits for the message being sent; claimed ones not yet begun go back to pending. */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), at most cap. */
export function retryDelayMs(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
}

const MAX_ERROR_LENGTH = 1000;
/** How often a worker deletes old sent messages, and how many at most each time. */
const TRIM_EVERY_MS = 3_600_000;
const TRIM_BATCH = 1000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, sender, maxAttempts, retryBaseMs, retryCapMs, leaseMs, batchSize = 5 } = options;
  const ms = (value: number) => sql<Date>`now() + ${sql.lit(Math.round(value))} * interval '1 millisecond'`;
  async function claim(): Promise<(QueuedMail & { attempts: number })[]> {
    return db
      .updateTable('mailOutbox')
      .set({ status: 'sending', lockedUntil: ms(leaseMs) })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mailOutbox')
          .select('id')
          .where('status', 'in', ['pending', 'sending'])
          .where('nextAttemptAt', '<=', sql<Date>`now()`)
          .where((w) => w.or([w('lockedUntil', 'is', null), w('lockedUntil', '<', sql<Date>`now()`)]))
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'toAddress', 'replyTo', 'subject', 'textBody', 'htmlBody', 'attachments', 'attempts'])
      .execute()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  async function markSent(id: number): Promise<void> {
    await db
      .updateTable('mailOutbox')
      .set((eb) => ({
        status: 'sent',
        attempts: eb('attempts', '+', 1),
        sentAt: sql<Date>`now()`,
        messageId: outboxMessageId(id),
        lockedUntil: null,
        lastError: null,
      }))
      .where('id', '=', id)
      .execute();
  }

  async function markFailedAttempt(id: number, attemptsBefore: number, error: unknown): Promise<'retried' | 'failed'> {
    const attempts = attemptsBefore + 1;
    const outcome = attempts >= maxAttempts ? 'failed' : 'retried';
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await db
      .updateTable('mailOutbox')
      .set({
        status: outcome === 'failed' ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: ms(retryDelayMs(attempts, retryBaseMs, retryCapMs)),
        lastError: message,
        lockedUntil: null,
      })
      .where('id', '=', id)
      .execute();
    return outcome;
  }

  /** Claimed messages a stopping worker did not begin: due again at once for whoever runs next. */
  async function release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .updateTable('mailOutbox')
      .set({ status: 'pending', lockedUntil: null })
      .where('id', 'in', ids)
      .where('status', '=', 'sending')
      .execute();
  }

  let trimmedAt = Number.NEGATIVE_INFINITY;
  /**
   * Deletes the oldest sent messages past `keepSentDays` (sent mail is most of what bookings add to
   * the database: docs/production.md, "Sizing"); pending and failed ones stay whatever their age.
   */
  async function trimSent(): Promise<void> {
    const { keepSentDays } = options;
    if (keepSentDays === undefined || performance.now() - trimmedAt < TRIM_EVERY_MS) return;
    trimmedAt = performance.now();
    await db
      .deleteFrom('mailOutbox')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mailOutbox')
          .select('id')
          .where('status', '=', 'sent')
          .where('sentAt', '<', sql<Date>`now() - ${sql.lit(keepSentDays)} * interval '1 day'`)
          .orderBy('id')
          .limit(TRIM_BATCH),
      )
      .execute();
  }

  async function pass(): Promise<PassResult> {
    await trimSent();
    const result: PassResult = { sent: 0, retried: 0, failed: 0 };
    const claimed = await claim();
    for (const [index, mail] of claimed.entries()) {
      if (loop.stopping) {
        await release(claimed.slice(index).map((m) => m.id));
        break;
      }
      const attemptsBefore = mail.attempts;
      try {
        await sender.send(mail);
      } catch (error) {
        const outcome = await markFailedAttempt(mail.id, attemptsBefore, error);
        result[outcome] += 1;
        options.log?.warn(
          { outboxId: mail.id, attempt: attemptsBefore + 1, err: error },
          `Mail not sent (${outcome === 'failed' ? 'giving up' : 'will retry'})`,
        );
        continue;
      }
      await markSent(mail.id);
      result.sent += 1;
    }
    return result;
  }

  const loop = createPollingLoop({
    pass,
    pollMs: options.pollMs,
    // A full batch may mean more is due: go on at once; otherwise wait for the next poll.
    moreDue: (result) => result.sent + result.retried + result.failed >= batchSize,
    onError: (error) => options.log?.error({ err: error }, 'The mail outbox pass failed'),
  });

  return {
    runOnce: () => loop.runOnce(),
    start: () => loop.start(),
    async stop() {
      await loop.stop();
      sender.close();
    },
  };
}
