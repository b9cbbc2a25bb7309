// One sync of one feed: claim it (one server at a time), fetch and read the calendar, and store
// its nights — or, when the feed is refused (bad address, too large, too slow, not a calendar …),
// store nothing and record the reason the owner sees.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, MAX_DAYS_AHEAD, MAX_NIGHTS, todayInColombo } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { safeError } from '../logging/redaction';
import { storeFeedNights } from '../services/calendar-feeds';
import { createCalendarFeedsRepository, type ClaimedFeed } from './calendar-feeds-repository';
import { feedNights } from './feed-nights';
import { FeedRefused } from './feed-refused';
import type { FeedFetcher } from './fetch-feed';

export type SyncOutcome =
  | { kind: 'synced'; eventsRead: number; added: number; released: number }
  | { kind: 'refused'; reason: string }
  /** The hotel was deleted or the feed removed (or taken over after a lease ran out) meanwhile. */
  | { kind: 'lost' };

export interface CalendarSyncOptions {
  db: Kysely<Database>;
  fetcher: FeedFetcher;
  /** How long a claim holds a feed: longer than a fetch may take. */
  leaseMs: number;
  /** How long after a sync the feed is due again. */
  intervalMs: number;
  log?: { error(details: object, message: string): void };
}

export interface CalendarSync {
  /** Syncs the hotel's feed now; 'busy' when another sync holds it, undefined when there is no such feed. */
  syncNow(hotelId: string, feedId: string): Promise<SyncOutcome | 'busy' | undefined>;
  /** Claims the feed due longest and syncs it; undefined when none is due. */
  syncDue(): Promise<SyncOutcome | undefined>;
}

/** The nights a feed may hold: from today to the last night a stay booked here may reach. */
export function syncWindow(today = todayInColombo()) {
  return { from: today, toExclusive: addDays(today, MAX_DAYS_AHEAD + MAX_NIGHTS) };
}

const UNEXPECTED = 'The sync failed unexpectedly; it will be tried again';

export function createCalendarSync({ db, fetcher, leaseMs, intervalMs, log }: CalendarSyncOptions): CalendarSync {
  const feeds = createCalendarFeedsRepository(db);

  async function run(feed: ClaimedFeed): Promise<SyncOutcome> {
    const window = syncWindow();
    try {
      const read = feedNights(await fetcher.fetch(feed.url), window);
      const stored = await storeFeedNights(db, feed, read.nights, window.from, read.eventsRead);
      return stored.kind === 'lost'
        ? stored
        : { kind: 'synced', eventsRead: read.eventsRead, added: stored.added, released: stored.released };
    } catch (error) {
      const reason = error instanceof FeedRefused ? error.message : UNEXPECTED;
      // The feed's address is never logged: it is a secret.
      if (!(error instanceof FeedRefused))
        log?.error({ feedId: feed.id, hotelId: feed.hotelId, err: safeError(error) }, 'A calendar sync failed');
      await feeds.finish(feed, { error: reason });
      return { kind: 'refused', reason };
    }
  }

  return {
    async syncNow(hotelId, feedId) {
      const claimed = await feeds.claim(randomUUID(), leaseMs, intervalMs, { hotelId, feedId });
      if (claimed) return run(claimed);
      return (await feeds.findFeed(hotelId, feedId)) ? 'busy' : undefined;
    },
    async syncDue() {
      const claimed = await feeds.claim(randomUUID(), leaseMs, intervalMs);
      return claimed && run(claimed);
    },
  };
}
