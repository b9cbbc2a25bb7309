// Runs the mail outbox worker in this API process when SMTP_URL is set: started when the app is
// ready, stopped (after the message in flight) before the database closes. Without SMTP_URL the
// outbox only keeps the messages. `app.mailOutbox` lets tests drive passes with runOnce().
import fp from 'fastify-plugin';
import { registerOutboxMetrics } from '../metrics/outbox-metrics';
import { createSmtpSender } from './mailer';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: OutboxWorker | undefined;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, outboxPollMs, outboxMaxAttempts, outboxRetryBaseMs, outboxRetryCapMs, outboxLeaseMs, outboxKeepSentDays } =
      app.config;
    const worker = smtpUrl
      ? createOutboxWorker({
          db: app.db,
          sender: createSmtpSender(smtpUrl, mailFrom),
          pollMs: outboxPollMs,
          maxAttempts: outboxMaxAttempts,
          retryBaseMs: outboxRetryBaseMs,
          retryCapMs: outboxRetryCapMs,
          leaseMs: outboxLeaseMs,
          keepSentDays: outboxKeepSentDays,
          log: app.log,
        })
      : undefined;
    app.decorate('mailOutbox', worker);
    // The queue is reported by every API process, with a worker or without (it may be the one not sending).
    if (app.hasDecorator('metrics')) registerOutboxMetrics(app.metrics, app.db);
    if (!worker) return;
    app.addHook('onReady', async () => worker.start());
    // preClose runs before every onClose hook, so the database is still open for the last update.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'ceylon-mail-outbox', dependencies: ['ceylon-config', 'ceylon-database'] },
);
