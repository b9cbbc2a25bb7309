import { useCallback } from 'react';
import { type queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@ceylon/shared';

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

/** How a setting is read: one of the account's query factories, called. */
type SettingQuery<Value, Key extends QueryKey> = ReturnType<typeof queryOptions<Value, Error, Value, Key>>;

const acceptAny = () => true;

/**
 * The setting as `query` reads it (an answer `accept` refuses counts as a failed load); `change`
 * saves one change with `save`, which answers the setting as it is then, and that answer becomes
 * the query's. A change that cannot be saved leaves the setting as the server has it, with outcome
 * `failed`. `save` and `accept` are module-level functions, the same at every render.
 */
export function useSavedAtOnce<Value, Change, Key extends QueryKey>(
  query: SettingQuery<Value, Key>,
  save: (change: Change) => Promise<Value>,
  accept: (value: Value) => boolean = acceptAny,
) {
  const queryClient = useQueryClient();
  const read = useQuery(query);
  const queryKey: QueryKey = query.queryKey;
  const saving = useMutation({
    mutationFn: save,
    onSuccess: (value) => queryClient.setQueryData<Value>(queryKey, value),
  });
  const { mutate } = saving;
  // A failed save is told by the outcome, not thrown.
  const change = useCallback((next: Change) => mutate(next), [mutate]);

  let state: SavedAtOnce<Value, Change>;
  if (read.isError || (read.data !== undefined && !accept(read.data))) state = { status: 'failed' };
  else if (read.data === undefined) state = { status: 'loading' };
  else if (saving.isPending) state = { status: 'ready', value: read.data, saving: saving.variables };
  else state = { status: 'ready', value: read.data, outcome: saving.isSuccess ? 'saved' : saving.isError ? 'failed' : undefined };
  return { state, change };
}
