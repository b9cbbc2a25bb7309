import { useState } from 'react';
import {
  errorMessage,
  useMutation,
  useNotice,
  useQuery,
  useQueryClient,
  useReadFailure,
  type Closure,
  type ClosureConflict,
} from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { closureConflictOf, createClosure, type ClosureRequest } from '../api/create-closure';
import { deleteClosure } from '../api/delete-closure';
import { closuresQuery } from '../api/get-closures';
import { occupancyKey } from '../api/get-occupancy';

export interface ClosuresState {
  closures: Closure[];
  /** The stays that refused the last attempt to close dates, with the API's message. */
  conflict: ClosureConflict | null;
  /** Resolves true when the dates were closed. */
  close: (request: ClosureRequest) => Promise<boolean>;
  reopen: (closure: Closure) => Promise<void>;
}

/** The hotel's closed dates; a change reads them again, and the months' nights, which change too. */
export function useClosures(hotelId: string): ClosuresState {
  const text = useOwnerText();
  const { notify } = useNotice();
  const client = useQueryClient();
  const query = useQuery(closuresQuery(hotelId));
  useReadFailure(query.error, 'Failed to load closed dates', text('owner.closures.loadFailed'));
  const [conflict, setConflict] = useState<ClosureConflict | null>(null);

  const reread = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: closuresQuery(hotelId).queryKey }),
      client.invalidateQueries({ queryKey: occupancyKey(hotelId) }),
    ]);

  const closing = useMutation({
    mutationFn: (request: ClosureRequest) => createClosure(hotelId, request),
    onMutate: () => setConflict(null),
    onError: (error) => {
      const found = closureConflictOf(error, text('owner.closures.conflict'));
      if (found) setConflict(found);
      notify(found ? found.message : errorMessage(error, text('owner.closures.closeFailed')), 'error');
    },
    onSuccess: () => {
      notify(text('owner.closures.closed'), 'success');
      return reread();
    },
  });

  const reopening = useMutation({
    mutationFn: (closureId: string) => deleteClosure(hotelId, closureId),
    onError: (error) => notify(errorMessage(error, text('owner.closures.reopenFailed')), 'error'),
    onSuccess: () => {
      notify(text('owner.closures.reopened'), 'success');
      return reread();
    },
  });

  const close = (request: ClosureRequest) =>
    closing.mutateAsync(request).then(
      () => true,
      () => false,
    );

  // A failure is told by onError.
  const reopen = (closure: Closure) =>
    reopening.mutateAsync(closure.id).then(
      () => undefined,
      () => undefined,
    );

  return { closures: query.data ?? [], conflict, close, reopen };
}
