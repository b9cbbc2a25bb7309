// Storing what an imported calendar holds, and removing a feed, each in one transaction under the
// hotel's row lock (the one the booking path takes), so a feed's nights and a booking of the last
// room are decided one after the other. A sync writes only the difference from what the feed held:
// an identical second sync writes no night.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { holdNights, releaseNights } from '../bookings/inventory-repository';
import { createCalendarFeedsRepository, type ClaimedFeed } from '../calendar-sync/calendar-feeds-repository';
import { lockHotel } from '../repositories/hotels-repository';
import { inTransaction } from './in-transaction';

export type StoreFeedResult = { kind: 'stored'; added: number; released: number } | { kind: 'lost' };

/**
 * Makes the feed hold exactly `nights` from `from` on (nights before it stay as they were) and
 * records the sync; 'lost' when the hotel is gone or another sync took the feed over.
 */
export function storeFeedNights(
  db: Kysely<Database>,
  feed: ClaimedFeed,
  nights: readonly string[],
  from: string,
  eventsRead: number,
): Promise<StoreFeedResult> {
  return inTransaction(db, async (trx): Promise<StoreFeedResult> => {
    const feeds = createCalendarFeedsRepository(trx);
    if (!(await lockHotel(trx, feed.hotelId)) || !(await feeds.stillClaimed(feed))) return { kind: 'lost' };
    const held = new Set(await feeds.heldNights(feed.id, from));
    const wanted = new Set(nights);
    const added = nights.filter((night) => !held.has(night));
    const released = [...held].filter((night) => !wanted.has(night));
    await holdNights(trx, feed.hotelId, added);
    await releaseNights(trx, feed.hotelId, released);
    await feeds.addHeld(feed.id, added);
    await feeds.removeHeld(feed.id, released);
    await feeds.finish(feed, { eventsRead });
    return { kind: 'stored', added: added.length, released: released.length };
  });
}

/** Gives back every night the feed holds and deletes it; false when the hotel has no such feed. */
export function removeFeed(db: Kysely<Database>, hotelId: string, feedId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const feeds = createCalendarFeedsRepository(trx);
    if (!(await lockHotel(trx, hotelId)) || !(await feeds.findFeed(hotelId, feedId))) return false;
    await releaseNights(trx, hotelId, await feeds.allHeldNights(feedId));
    await feeds.deleteFeed(feedId);
    return true;
  });
}
