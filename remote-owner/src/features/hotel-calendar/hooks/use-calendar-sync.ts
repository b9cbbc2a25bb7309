import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type CalendarExport, type CalendarFeed, type CalendarFeedRequest } from '@ceylon/shared';
import { addCalendarFeed } from '../api/add-calendar-feed';
import { getCalendarExport } from '../api/get-calendar-export';
import { getCalendarFeeds } from '../api/get-calendar-feeds';
import { removeCalendarFeed } from '../api/remove-calendar-feed';
import { replaceCalendarExport } from '../api/replace-calendar-export';
import { syncCalendarFeed } from '../api/sync-calendar-feed';
import { useOwnerText, type OwnerText } from '../../../texts';

export interface CalendarSyncState {
  exported: CalendarExport | null;
  feeds: CalendarFeed[];
  /** The feed being synced now, if any (its button says so). */
  syncing: string | null;
  /** Resolves true when the calendar was added (synced or not: a refusal shows on it). */
  add: (feed: CalendarFeedRequest) => Promise<boolean>;
  syncNow: (feed: CalendarFeed) => Promise<void>;
  remove: (feed: CalendarFeed) => Promise<void>;
  replaceAddress: () => Promise<void>;
}

/** The hotel's calendar sync; `onChanged` runs after nights may have changed (the month's nights show them). */
export function useCalendarSync(hotelId: string, onChanged: () => Promise<void>): CalendarSyncState {
  const text = useOwnerText();
  const { notify, confirm } = useNotice();
  const [exported, setExported] = useState<CalendarExport | null>(null);
  const [feeds, setFeeds] = useState<CalendarFeed[]>([]);
  const [syncing, setSyncing] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const [address, list] = await Promise.all([getCalendarExport(hotelId), getCalendarFeeds(hotelId)]);
      setExported(address);
      setFeeds(list);
    } catch (error) {
      console.error('Failed to load calendar sync', error);
      notify(text('owner.sync.loadFailed'), 'error');
    }
  }, [hotelId, notify, text]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** The feed as the API just answered it, in its place in the list. */
  const show = (feed: CalendarFeed) =>
    setFeeds((list) => (list.some((f) => f.id === feed.id) ? list.map((f) => (f.id === feed.id ? feed : f)) : [...list, feed]));
  const outcome = (feed: CalendarFeed, done: OwnerText) =>
    notify(feed.lastError ? text('owner.sync.notSynced', { error: feed.lastError }) : text(done), feed.lastError ? 'error' : 'success');

  const add = async (request: CalendarFeedRequest) => {
    try {
      const feed = await addCalendarFeed(hotelId, request);
      show(feed);
      outcome(feed, 'owner.sync.added');
    } catch (error) {
      notify(errorMessage(error, text('owner.sync.addFailed')), 'error');
      return false;
    }
    await onChanged();
    return true;
  };

  const syncNow = async (feed: CalendarFeed) => {
    setSyncing(feed.id);
    try {
      const synced = await syncCalendarFeed(hotelId, feed.id);
      show(synced);
      outcome(synced, 'owner.sync.synced');
      await onChanged();
    } catch (error) {
      notify(errorMessage(error, text('owner.sync.syncFailed')), 'error');
    } finally {
      setSyncing(null);
    }
  };

  const remove = async (feed: CalendarFeed) => {
    try {
      await removeCalendarFeed(hotelId, feed.id);
    } catch (error) {
      notify(errorMessage(error, text('owner.sync.removeFailed')), 'error');
      return;
    }
    setFeeds((list) => list.filter((f) => f.id !== feed.id));
    notify(text('owner.sync.removed'), 'success');
    await onChanged();
  };

  const replaceAddress = async () => {
    const question = {
      question: text('owner.sync.replaceQuestion'),
      yes: text('owner.sync.newAddress'),
      no: text('owner.sync.keepAddress'),
    };
    if (!(await confirm(question))) return;
    try {
      setExported(await replaceCalendarExport(hotelId));
      notify(text('owner.sync.addressMade'), 'success');
    } catch (error) {
      notify(errorMessage(error, text('owner.sync.addressFailed')), 'error');
    }
  };

  return { exported, feeds, syncing, add, syncNow, remove, replaceAddress };
}
