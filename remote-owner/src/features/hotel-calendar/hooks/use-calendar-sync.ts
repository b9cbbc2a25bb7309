import {
  errorMessage,
  useMutation,
  useNotice,
  useQuery,
  useQueryClient,
  useReadFailure,
  type CalendarExport,
  type CalendarFeed,
  type CalendarFeedRequest,
} from '@ceylon/shared';
import { useOwnerText, type OwnerText } from '../../../texts';
import { addCalendarFeed } from '../api/add-calendar-feed';
import { calendarExportQuery } from '../api/get-calendar-export';
import { calendarFeedsQuery } from '../api/get-calendar-feeds';
import { occupancyKey } from '../api/get-occupancy';
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

/**
 * The hotel's calendar sync. What an imported calendar brings in holds nights: adding, syncing or
 * removing one reads the months' nights again.
 */
export function useCalendarSync(hotelId: string): CalendarSyncState {
  const text = useOwnerText();
  const { notify, confirm } = useNotice();
  const client = useQueryClient();
  const exportQuery = useQuery(calendarExportQuery(hotelId));
  const feedsQuery = useQuery(calendarFeedsQuery(hotelId));
  // Both are read together, as one panel: a failure of either is told once.
  useReadFailure(exportQuery.error ?? feedsQuery.error, 'Failed to load calendar sync', text('owner.sync.loadFailed'));
  const failed = exportQuery.isError || feedsQuery.isError;
  const feedsKey = calendarFeedsQuery(hotelId).queryKey;
  const nightsChanged = () => client.invalidateQueries({ queryKey: occupancyKey(hotelId) });

  /** The feed as the API just answered it, in its place in the list. */
  const show = (feed: CalendarFeed) =>
    client.setQueryData<CalendarFeed[]>(feedsKey, (list = []) =>
      list.some((f) => f.id === feed.id) ? list.map((f) => (f.id === feed.id ? feed : f)) : [...list, feed],
    );
  const outcome = (feed: CalendarFeed, done: OwnerText) =>
    notify(feed.lastError ? text('owner.sync.notSynced', { error: feed.lastError }) : text(done), feed.lastError ? 'error' : 'success');

  const adding = useMutation({
    mutationFn: (request: CalendarFeedRequest) => addCalendarFeed(hotelId, request),
    onError: (error) => notify(errorMessage(error, text('owner.sync.addFailed')), 'error'),
    onSuccess: (feed) => {
      show(feed);
      outcome(feed, 'owner.sync.added');
      return nightsChanged();
    },
  });

  const syncing = useMutation({
    mutationFn: (feedId: string) => syncCalendarFeed(hotelId, feedId),
    onError: (error) => notify(errorMessage(error, text('owner.sync.syncFailed')), 'error'),
    onSuccess: (synced) => {
      show(synced);
      outcome(synced, 'owner.sync.synced');
      return nightsChanged();
    },
  });

  const removing = useMutation({
    mutationFn: (feedId: string) => removeCalendarFeed(hotelId, feedId),
    onError: (error) => notify(errorMessage(error, text('owner.sync.removeFailed')), 'error'),
    onSuccess: (_, feedId) => {
      client.setQueryData<CalendarFeed[]>(feedsKey, (list = []) => list.filter((f) => f.id !== feedId));
      notify(text('owner.sync.removed'), 'success');
      return nightsChanged();
    },
  });

  const replacing = useMutation({
    mutationFn: () => replaceCalendarExport(hotelId),
    onError: (error) => notify(errorMessage(error, text('owner.sync.addressFailed')), 'error'),
    onSuccess: (exported) => {
      client.setQueryData(calendarExportQuery(hotelId).queryKey, exported);
      notify(text('owner.sync.addressMade'), 'success');
    },
  });

  // Each failure is told by its mutation's onError.
  const told = () => undefined;

  const replaceAddress = async () => {
    const question = {
      question: text('owner.sync.replaceQuestion'),
      yes: text('owner.sync.newAddress'),
      no: text('owner.sync.keepAddress'),
    };
    if (!(await confirm(question))) return;
    await replacing.mutateAsync().catch(told);
  };

  return {
    exported: failed ? null : (exportQuery.data ?? null),
    feeds: failed ? [] : (feedsQuery.data ?? []),
    syncing: syncing.isPending ? (syncing.variables ?? null) : null,
    add: (request) =>
      adding.mutateAsync(request).then(
        () => true,
        () => false,
      ),
    syncNow: (feed) => syncing.mutateAsync(feed.id).then(told, told),
    remove: (feed) => removing.mutateAsync(feed.id).then(told, told),
    replaceAddress,
  };
}
