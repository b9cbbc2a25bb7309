// Calendar sync in this API process: the guarded fetcher, the sync use case (Sync now and adding a
// feed call it) and the worker that syncs due feeds every CALENDAR_SYNC_POLL_MS (none when 0, as
// in tests, which drive passes with runOnce()). Stopped before the database closes.
import fp from 'fastify-plugin';
import { createFeedFetcher } from './fetch-feed';
import { createCalendarSync, type CalendarSync } from './sync-feed';
import { createCalendarSyncWorker, type CalendarSyncWorker } from './sync-worker';

declare module 'fastify' {
  interface FastifyInstance {
    calendarSync: CalendarSync & Pick<CalendarSyncWorker, 'runOnce'>;
  }
}

/** A claim outlives the longest fetch by a minute for storing its nights. */
const STORE_MARGIN_MS = 60_000;

export default fp(
  async (app) => {
    const { calendarSyncPollMs, calendarSyncIntervalMs, calendarFeedMaxBytes, calendarFeedTimeoutMs, calendarFeedAllowedAddresses } =
      app.config;
    const fetcher = createFeedFetcher({
      maxBytes: calendarFeedMaxBytes,
      timeoutMs: calendarFeedTimeoutMs,
      allowedAddresses: calendarFeedAllowedAddresses,
    });
    const sync = createCalendarSync({
      db: app.db,
      fetcher,
      leaseMs: calendarFeedTimeoutMs + STORE_MARGIN_MS,
      intervalMs: calendarSyncIntervalMs,
      log: app.log,
    });
    const worker = createCalendarSyncWorker({ sync, pollMs: calendarSyncPollMs, log: app.log });
    app.decorate('calendarSync', { ...sync, runOnce: () => worker.runOnce() });
    if (calendarSyncPollMs > 0) app.addHook('onReady', async () => worker.start());
    // preClose runs before every onClose hook, so the database is still open for the last sync's update.
    app.addHook('preClose', async () => worker.stop());
    app.addHook('onClose', async () => fetcher.close());
  },
  { name: 'ceylon-calendar-sync', dependencies: ['ceylon-config', 'ceylon-database'] },
);
