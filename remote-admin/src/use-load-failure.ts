import { useEffect } from 'react';
import { useNotice } from '@ceylon/shared';

/**
 * Says a failed read once per failure: logs `log` with the error and shows `message` as an error
 * notice. For queries whose page keeps what it had (or nothing) rather than drawing the failure.
 */
export function useLoadFailure(error: unknown, log: string, message: string) {
  const { notify } = useNotice();
  useEffect(() => {
    if (!error) return;
    console.error(log, error);
    notify(message, 'error');
  }, [error, log, message, notify]);
}
