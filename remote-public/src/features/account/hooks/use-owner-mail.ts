import { useCallback, useEffect, useState } from 'react';
import type { OwnerMailSettings } from '@ceylon/shared';
import { fetchOwnerMail, updateOwnerMail } from '../api/account';

export type OwnerMailKind = keyof OwnerMailSettings;

export type OwnerMailState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** As the server last answered. */
      settings: OwnerMailSettings;
      /** The switch being saved and its new position, shown until the server answers. */
      saving?: { kind: OwnerMailKind; on: boolean };
      outcome?: 'saved' | 'failed';
    };

/** The owner's three mail switches as the server has them; `change` saves one at once. */
export function useOwnerMail() {
  const [state, setState] = useState<OwnerMailState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchOwnerMail().then(
      (settings) => current && setState({ status: 'ready', settings }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  const change = useCallback(async (kind: OwnerMailKind, on: boolean) => {
    setState((now) => (now.status === 'ready' ? { status: 'ready', settings: now.settings, saving: { kind, on } } : now));
    try {
      const settings = await updateOwnerMail({ [kind]: on });
      setState({ status: 'ready', settings, outcome: 'saved' });
    } catch {
      // The switch goes back to what the server has.
      setState((now) => (now.status === 'ready' ? { status: 'ready', settings: now.settings, outcome: 'failed' } : now));
    }
  }, []);

  return { state, change };
}
