// Syncs the feeds that are due, every CALENDAR_SYNC_POLL_MS, in each API process: the claim lets
// several processes on one database share the feeds without two syncing one feed at once. A pass
// syncs due feeds one after another until none is left or the batch is done; a refused feed is
// recorded on it and the pass goes on.
import { createPollingLoop } from '../background/polling-loop';
import type { CalendarSync } from './sync-feed';

export interface CalendarSyncWorkerOptions {
  sync: CalendarSync;
  /** Between passes; 0: no timer, passes only through runOnce(). */
  pollMs: number;
  /** Feeds synced per pass at most. */
  batchSize?: number;
  log?: { error(details: object, message: string): void };
}

export interface CalendarSyncWorker {
  /** One pass: syncs the feeds due now; resolves with how many it synced or refused. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for the feed being synced. */
  stop(): Promise<void>;
}

export function createCalendarSyncWorker({ sync, pollMs, batchSize = 20, log }: CalendarSyncWorkerOptions): CalendarSyncWorker {
  const loop = createPollingLoop({
    async pass() {
      let done = 0;
      while (!loop.stopping && done < batchSize && (await sync.syncDue())) done += 1;
      return done;
    },
    pollMs,
    moreDue: (done) => done >= batchSize,
    onError: (error) => log?.error({ err: error }, 'The calendar sync pass failed'),
  });
  return { runOnce: () => loop.runOnce(), start: () => loop.start(), stop: () => loop.stop() };
}
