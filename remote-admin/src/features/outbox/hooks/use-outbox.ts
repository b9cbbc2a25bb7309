import { useCallback, useState } from 'react';
import { errorMessage, useQuery, type OutboxPage } from '@ceylon/shared';
import { outboxPageQuery } from '../api/outbox';
import { useAdminText } from '../../../texts';

export interface OutboxView {
  page: OutboxPage | undefined;
  /** 1 for the newest messages. */
  pageNumber: number;
  loading: boolean;
  problem: string | undefined;
  newer: (() => void) | undefined;
  older: (() => void) | undefined;
  refresh: () => void;
}

/**
 * The outbox a page at a time. The cursors of the pages seen are kept, so Newer goes back the
 * way Older came; the page shown stays while the next one loads.
 */
export function useOutbox(): OutboxView {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const text = useAdminText();
  const query = useQuery({ ...outboxPageQuery(cursors.at(-1)), placeholderData: (previous) => previous });
  const { data: page, isFetching: loading, refetch } = query;

  const nextCursor = page?.nextCursor;
  const older = useCallback(() => {
    if (nextCursor != null) setCursors((seen) => [...seen, nextCursor]);
  }, [nextCursor]);
  const newer = useCallback(() => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)), []);

  return {
    page,
    pageNumber: cursors.length,
    loading,
    // Worded at render, so the message follows the page's language.
    problem: query.error ? errorMessage(query.error, text('admin.outbox.failed')) : undefined,
    newer: cursors.length > 1 && !loading ? newer : undefined,
    older: nextCursor != null && !loading ? older : undefined,
    refresh: () => void refetch(),
  };
}
