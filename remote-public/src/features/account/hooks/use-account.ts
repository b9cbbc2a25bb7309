import { useEffect, useState } from 'react';
import { sessionStore, type User } from '@ceylon/shared';
import { fetchAccount } from '../api/account';

export type AccountState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; account: User };

/** Keeps the browser's copy of the user (the top bar's greeting) as the server has it. */
export function rememberUser(account: User): void {
  const current = sessionStore.getState().user;
  if (current?.id === account.id) sessionStore.updateUser({ ...current, ...account });
}

/** The account as the server has it now (it may have changed in another tab or by an administrator). */
export function useAccount() {
  const [state, setState] = useState<AccountState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchAccount().then(
      (account) => {
        if (!current) return;
        rememberUser(account);
        setState({ status: 'ready', account });
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
