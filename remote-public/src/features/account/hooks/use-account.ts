import { useQuery, type User } from '@ceylon/shared';
import { accountQuery } from '../api/account';

export type AccountState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; account: User };

/** The account as the server has it now (it may have changed in another tab or by an administrator). */
export function useAccount(): AccountState {
  const query = useQuery(accountQuery());
  if (query.isError) return { status: 'failed' };
  return query.data ? { status: 'ready', account: query.data } : { status: 'loading' };
}
