import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type CalendarExport, type CalendarFeed, type CalendarFeedRequest } from '@ceylon/shared';
import { addCalendarFeed } from '../api/add-calendar-feed';
import { getCalendarExport } from '../api/get-calendar-export';
import { getCalendarFeeds } from '../api/get-calendar-feeds';
import { removeCalendarFeed } from '../api/remove-calendar-feed';
import { replaceCalendarExport } from '../api/replace-calendar-export';
import { syncCalendarFeed } from '../api/sync-calendar-feed';

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

const REPLACE_ADDRESS = {
  question: 'Make a new address? The sites and calendars that import the old one stop seeing this hotel until you give them the new one.',
  yes: 'Make a new address',
  no: 'Keep this address',
};

/** The hotel's calendar sync; `onChanged` runs after nights may have changed (the month's nights show them). */
export function useCalendarSync(hotelId: string, onChanged: () => Promise<void>): CalendarSyncState {
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
      notify('Failed to load calendar sync', 'error');
    }
  }, [hotelId, notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** The feed as the API just answered it, in its place in the list. */
  const show = (feed: CalendarFeed) =>
    setFeeds((list) => (list.some((f) => f.id === feed.id) ? list.map((f) => (f.id === feed.id ? feed : f)) : [...list, feed]));
  const outcome = (feed: CalendarFeed, done: string) =>
    notify(feed.lastError ? `Calendar not synced: ${feed.lastError}` : done, feed.lastError ? 'error' : 'success');

  const add = async (request: CalendarFeedRequest) => {
    try {
      const feed = await addCalendarFeed(hotelId, request);
      show(feed);
      outcome(feed, 'Calendar added and synced');
    } catch (error) {
      notify(errorMessage(error, 'Failed to add the calendar'), 'error');
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
      outcome(synced, 'Calendar synced');
      await onChanged();
    } catch (error) {
      notify(errorMessage(error, 'Failed to sync the calendar'), 'error');
    } finally {
      setSyncing(null);
    }
  };

  const remove = async (feed: CalendarFeed) => {
    try {
      await removeCalendarFeed(hotelId, feed.id);
    } catch (error) {
      notify(errorMessage(error, 'Failed to remove the calendar'), 'error');
      return;
    }
    setFeeds((list) => list.filter((f) => f.id !== feed.id));
    notify('Calendar removed', 'success');
    await onChanged();
  };

  const replaceAddress = async () => {
    if (!(await confirm(REPLACE_ADDRESS))) return;
    try {
      setExported(await replaceCalendarExport(hotelId));
      notify('New calendar address made', 'success');
    } catch (error) {
      notify(errorMessage(error, 'Failed to make a new address'), 'error');
    }
  };

  return { exported, feeds, syncing, add, syncNow, remove, replaceAddress };
}
