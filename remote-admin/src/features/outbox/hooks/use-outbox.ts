import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type OutboxPage } from '@ceylon/shared';
import { getOutboxPage } from '../api/outbox';

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
  const [problem, setProblem] = useState<string>();
  const [reloads, setReloads] = useState(0);
  const cursor = cursors.at(-1);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getOutboxPage(cursor).then(
      (data) => {
        if (!live) return;
        setPage(data);
        setProblem(undefined);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setProblem(errorMessage(error, 'The outbox could not be loaded. Please try again.'));
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
    problem,
    newer: cursors.length > 1 && !loading ? newer : undefined,
    older: nextCursor != null && !loading ? older : undefined,
    refresh: () => setReloads((n) => n + 1),
  };
}
