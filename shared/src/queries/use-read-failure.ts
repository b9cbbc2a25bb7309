import { useEffect } from 'react';
import { useNotice } from '../ui/notices/notice-provider';

/**
 * Says once that a read failed: logs `error` with `log`, and shows `notice` as an error notice when
 * there is one. For queries whose page keeps what it had (or nothing) rather than drawing the
 * failure; a query is not retried on its own (retry is off for the site's queries).
 */
export function useReadFailure(error: unknown, log: string, notice?: string) {
  const { notify } = useNotice();
  useEffect(() => {
    if (!error) return;
    console.error(log, error);
    if (notice) notify(notice, 'error');
  }, [error, log, notice, notify]);
}
