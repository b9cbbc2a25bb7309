import { useEffect } from 'react';
import { useNotice } from '@ceylon/shared';

/**
 * Says once that a read failed: logs `error` with `log`, and shows `notice` when there is one (the
 * query itself is not retried on its own: retry is off for the site's queries).
 */
export function useReadFailure(error: unknown, log: string, notice?: string) {
  const { notify } = useNotice();
  useEffect(() => {
    if (!error) return;
    console.error(log, error);
    if (notice) notify(notice, 'error');
  }, [error, log, notice, notify]);
}
