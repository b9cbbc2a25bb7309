// Calendar sync's tables (migration 015): a hotel's export token, its imported feeds with their
// last sync, and the nights each feed holds. A sync claims its feed (claim_id, until locked_until)
// so that of several API servers on one database only one syncs a feed at a time.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CalendarFeed } from '@ceylon/shared/domain';
import type { CalendarFeedsTable, Database } from '../db/schema';
import { maskedAddress } from './feed-address';

/** A feed a sync holds: it alone may store the feed's nights until its lease ends. */
export interface ClaimedFeed {
  id: string;
  hotelId: string;
  url: string;
  claimId: string;
}

const FEED_COLUMNS = ['id', 'name', 'url', 'createdAt', 'lastSyncedAt', 'lastAttemptAt', 'eventsRead', 'lastError'] as const;
type FeedRow = Pick<Selectable<CalendarFeedsTable>, (typeof FEED_COLUMNS)[number]>;

/** Conflicting nights listed per feed, at most. */
const MAX_CONFLICTS = 100;

const ms = (value: number) => sql<Date>`now() + ${sql.lit(Math.round(value))} * interval '1 millisecond'`;

export function toCalendarFeed(row: FeedRow, nightsHeld: number, conflicts: CalendarFeed['conflicts']): CalendarFeed {
  return {
    id: row.id,
    name: row.name,
    address: maskedAddress(row.url),
    createdAt: row.createdAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    eventsRead: row.eventsRead,
    lastError: row.lastError,
    nightsHeld,
    conflicts,
  };
}

export function createCalendarFeedsRepository(db: Kysely<Database>) {
  return {
    exportOf(hotelId: string): Promise<{ token: string; createdAt: Date } | undefined> {
      return db.selectFrom('hotelCalendarExports').select(['token', 'createdAt']).where('hotelId', '=', hotelId).executeTakeFirst();
    },

    /** The hotel's token: `token` if it had none (two first calls at once agree on one). */
    async ensureExport(hotelId: string, token: string): Promise<{ token: string; createdAt: Date }> {
      await db
        .insertInto('hotelCalendarExports')
        .values({ hotelId, token })
        .onConflict((oc) => oc.column('hotelId').doNothing())
        .execute();
      return db.selectFrom('hotelCalendarExports').select(['token', 'createdAt']).where('hotelId', '=', hotelId).executeTakeFirstOrThrow();
    },

    /** A new token; the old one names nothing from now on. */
    replaceExport(hotelId: string, token: string): Promise<{ token: string; createdAt: Date }> {
      return db
        .insertInto('hotelCalendarExports')
        .values({ hotelId, token })
        .onConflict((oc) => oc.column('hotelId').doUpdateSet({ token, createdAt: sql<Date>`now()` }))
        .returning(['token', 'createdAt'])
        .executeTakeFirstOrThrow();
    },

    /** The hotel (not deleted) whose export the token names. */
    hotelOfToken(token: string): Promise<{ id: string; rooms: number } | undefined> {
      return db
        .selectFrom('hotelCalendarExports')
        .innerJoin('hotels', 'hotels.id', 'hotelCalendarExports.hotelId')
        .select(['hotels.id', 'hotels.rooms'])
        .where('hotelCalendarExports.token', '=', token)
        .where('hotels.deletedAt', 'is', null)
        .executeTakeFirst();
    },

    listFeeds(hotelId: string): Promise<FeedRow[]> {
      return db
        .selectFrom('calendarFeeds')
        .select(FEED_COLUMNS)
        .where('hotelId', '=', hotelId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    findFeed(hotelId: string, feedId: string): Promise<FeedRow | undefined> {
      return db.selectFrom('calendarFeeds').select(FEED_COLUMNS).where('hotelId', '=', hotelId).where('id', '=', feedId).executeTakeFirst();
    },

    async countFeeds(hotelId: string): Promise<number> {
      const row = await db
        .selectFrom('calendarFeeds')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('hotelId', '=', hotelId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** The new feed, or undefined when the hotel imports that address already. */
    async insertFeed(hotelId: string, createdBy: string, name: string, url: string): Promise<FeedRow | undefined> {
      return db
        .insertInto('calendarFeeds')
        .values({ hotelId, createdBy, name, url })
        .onConflict((oc) => oc.columns(['hotelId', 'url']).doNothing())
        .returning(FEED_COLUMNS)
        .executeTakeFirst();
    },

    /**
     * Claims one feed for `leaseMs`: the one given (Sync now) or the one due longest (the worker),
     * if no other sync holds it, its hotel is not deleted and, for the worker, it is due. It is next
     * due `intervalMs` from now.
     */
    async claim(
      claimId: string,
      leaseMs: number,
      intervalMs: number,
      only?: { hotelId: string; feedId: string },
    ): Promise<ClaimedFeed | undefined> {
      const row = await db
        .updateTable('calendarFeeds')
        .set({ claimId, lockedUntil: ms(leaseMs), nextSyncAt: ms(intervalMs) })
        .where('id', 'in', (eb) => {
          let due = eb
            .selectFrom('calendarFeeds')
            .select('id')
            .where('hotelId', 'in', eb.selectFrom('hotels').select('id').where('deletedAt', 'is', null))
            .where((w) => w.or([w('lockedUntil', 'is', null), w('lockedUntil', '<', sql<Date>`now()`)]));
          due = only
            ? due.where('id', '=', only.feedId).where('hotelId', '=', only.hotelId)
            : due.where('nextSyncAt', '<=', sql<Date>`now()`);
          return due.orderBy('nextSyncAt').limit(1).forUpdate().skipLocked();
        })
        .returning(['id', 'hotelId', 'url', 'claimId'])
        .executeTakeFirst();
      return row?.claimId ? { id: row.id, hotelId: row.hotelId, url: row.url, claimId: row.claimId } : undefined;
    },

    /** On a transaction: whether the claim still holds the feed, locking its row until the end. */
    async stillClaimed(feed: ClaimedFeed): Promise<boolean> {
      const row = await db
        .selectFrom('calendarFeeds')
        .select('id')
        .where('id', '=', feed.id)
        .where('claimId', '=', feed.claimId)
        .forUpdate()
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Ends the claim with the attempt's outcome: the events read, or the reason nothing was stored. */
    async finish(feed: ClaimedFeed, outcome: { eventsRead: number } | { error: string }): Promise<void> {
      const success = 'eventsRead' in outcome;
      await db
        .updateTable('calendarFeeds')
        .set({
          claimId: null,
          lockedUntil: null,
          lastAttemptAt: sql<Date>`now()`,
          ...(success
            ? { lastSyncedAt: sql<Date>`now()`, eventsRead: outcome.eventsRead, lastError: null }
            : { lastError: outcome.error.slice(0, 500) }),
        })
        .where('id', '=', feed.id)
        .where('claimId', '=', feed.claimId)
        .execute();
    },

    /** The nights from `from` on that the feed holds. */
    async heldNights(feedId: string, from: string): Promise<string[]> {
      const rows = await db
        .selectFrom('calendarFeedNights')
        .select('night')
        .where('feedId', '=', feedId)
        .where('night', '>=', from)
        .execute();
      return rows.map((row) => row.night);
    },

    async allHeldNights(feedId: string): Promise<string[]> {
      const rows = await db.selectFrom('calendarFeedNights').select('night').where('feedId', '=', feedId).execute();
      return rows.map((row) => row.night);
    },

    async addHeld(feedId: string, nights: readonly string[]): Promise<void> {
      if (nights.length > 0)
        await db
          .insertInto('calendarFeedNights')
          .values(nights.map((night) => ({ feedId, night })))
          .execute();
    },

    async removeHeld(feedId: string, nights: readonly string[]): Promise<void> {
      if (nights.length > 0) await db.deleteFrom('calendarFeedNights').where('feedId', '=', feedId).where('night', 'in', nights).execute();
    },

    /** On a transaction, after its nights are released: the feed and its rows. */
    async deleteFeed(feedId: string): Promise<void> {
      await db.deleteFrom('calendarFeedNights').where('feedId', '=', feedId).execute();
      await db.deleteFrom('calendarFeeds').where('id', '=', feedId).execute();
    },

    /** Nights from `from` on each of the hotel's feeds holds, by feed. */
    async heldCounts(hotelId: string, from: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('calendarFeedNights')
        .innerJoin('calendarFeeds', 'calendarFeeds.id', 'calendarFeedNights.feedId')
        .select(['calendarFeedNights.feedId', (eb) => eb.fn.countAll<string>().as('count')])
        .where('calendarFeeds.hotelId', '=', hotelId)
        .where('calendarFeedNights.night', '>=', from)
        .groupBy('calendarFeedNights.feedId')
        .execute();
      return new Map(rows.map((row) => [row.feedId, Number(row.count)]));
    },

    /**
     * Nights from `from` on that a feed holds while the hotel's rooms are all taken and more (our
     * stays and the feeds want more rooms than it has), with our confirmed and pending stays on them.
     */
    async conflicts(hotelId: string, from: string): Promise<Map<string, CalendarFeed['conflicts']>> {
      const rows = await db
        .selectFrom('calendarFeedNights as held')
        .innerJoin('calendarFeeds as feed', 'feed.id', 'held.feedId')
        .innerJoin('hotels', 'hotels.id', 'feed.hotelId')
        .innerJoin('hotelNights', (join) =>
          join.onRef('hotelNights.hotelId', '=', 'feed.hotelId').onRef('hotelNights.night', '=', 'held.night'),
        )
        .innerJoin('bookings', (join) =>
          join
            .onRef('bookings.hotelId', '=', 'feed.hotelId')
            .onRef('bookings.checkIn', '<=', 'held.night')
            .onRef('bookings.checkOut', '>', 'held.night')
            .on('bookings.status', 'in', ['confirmed', 'pending']),
        )
        .select(['held.feedId', 'held.night', 'bookings.reference'])
        .where('feed.hotelId', '=', hotelId)
        .where('held.night', '>=', from)
        .whereRef('hotelNights.roomsTaken', '>', 'hotels.rooms')
        .orderBy('held.feedId')
        .orderBy('held.night')
        .orderBy('bookings.reference')
        .limit(MAX_CONFLICTS * 20)
        .execute();
      const byFeed = new Map<string, CalendarFeed['conflicts']>();
      for (const row of rows) {
        const list = byFeed.get(row.feedId) ?? [];
        const last = list.at(-1);
        if (last?.night === row.night) last.references.push(row.reference);
        else if (list.length < MAX_CONFLICTS) list.push({ night: row.night, references: [row.reference] });
        byFeed.set(row.feedId, list);
      }
      return byFeed;
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
