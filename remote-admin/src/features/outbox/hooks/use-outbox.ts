import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type OutboxPage } from '@ceylon/shared';
import { getOutboxPage } from '../api/outbox';
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
 * way Older came.
 */
export function useOutbox(): OutboxView {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const [page, setPage] = useState<OutboxPage>();
  const [loading, setLoading] = useState(true);
  // What went wrong, worded at render so the message follows the page's language.
  const [failure, setFailure] = useState<{ error: unknown }>();
  const text = useAdminText();
  const [reloads, setReloads] = useState(0);
  const cursor = cursors.at(-1);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getOutboxPage(cursor).then(
      (data) => {
        if (!live) return;
        setPage(data);
        setFailure(undefined);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setFailure({ error });
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [cursor, reloads]);

  const nextCursor = page?.nextCursor;
  const older = useCallback(() => {
    if (nextCursor != null) setCursors((seen) => [...seen, nextCursor]);
  }, [nextCursor]);
  const newer = useCallback(() => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)), []);

  return {
    page,
    pageNumber: cursors.length,
    loading,
    problem: failure && errorMessage(failure.error, text('admin.outbox.failed')),
    newer: cursors.length > 1 && !loading ? newer : undefined,
    older: nextCursor != null && !loading ? older : undefined,
    refresh: () => setReloads((n) => n + 1),
  };
}
