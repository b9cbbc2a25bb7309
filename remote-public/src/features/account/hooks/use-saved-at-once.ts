import { useCallback, useEffect, useState } from 'react';

/** A setting of the account saved as soon as it is changed (the owner's mail switches, the e-mails' language). */
export type SavedAtOnce<Value, Change> =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** As the server last answered. */
      value: Value;
      /** The change being saved, shown until the server answers. */
      saving?: Change;
      outcome?: 'saved' | 'failed';
    };

const acceptAny = () => true;

/**
 * The setting as `load` answers it (an answer `accept` refuses counts as a failed load); `change`
 * saves one change with `save`, which answers the setting as it is then. A change that cannot be
 * saved leaves the setting as the server has it, with outcome `failed`. The three functions are
 * module-level ones, the same at every render, so the setting is loaded once.
 */
export function useSavedAtOnce<Value, Change>(
  load: () => Promise<Value>,
  save: (change: Change) => Promise<Value>,
  accept: (value: Value) => boolean = acceptAny,
) {
  const [state, setState] = useState<SavedAtOnce<Value, Change>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState(accept(value) ? { status: 'ready', value } : { status: 'failed' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, accept]);

  const change = useCallback(
    async (saving: Change) => {
      setState((now) => (now.status === 'ready' ? { status: 'ready', value: now.value, saving } : now));
      try {
        setState({ status: 'ready', value: await save(saving), outcome: 'saved' });
      } catch {
        setState((now) => (now.status === 'ready' ? { status: 'ready', value: now.value, outcome: 'failed' } : now));
      }
    },
    [save],
  );

  return { state, change };
}
