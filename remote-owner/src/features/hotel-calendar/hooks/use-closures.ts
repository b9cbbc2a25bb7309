import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type Closure, type ClosureConflict } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { closureConflictOf, createClosure, type ClosureRequest } from '../api/create-closure';
import { deleteClosure } from '../api/delete-closure';
import { getClosures } from '../api/get-closures';

export interface ClosuresState {
  closures: Closure[];
  /** The stays that refused the last attempt to close dates, with the API's message. */
  conflict: ClosureConflict | null;
  /** Resolves true when the dates were closed. */
  close: (request: ClosureRequest) => Promise<boolean>;
  reopen: (closure: Closure) => Promise<void>;
}

/** The hotel's closed dates; `onChanged` runs after a change (the month's nights change too). */
export function useClosures(hotelId: string, onChanged: () => Promise<void>): ClosuresState {
  const text = useOwnerText();
  const { notify } = useNotice();
  const [closures, setClosures] = useState<Closure[]>([]);
  const [conflict, setConflict] = useState<ClosureConflict | null>(null);

  const reload = useCallback(async () => {
    try {
      setClosures(await getClosures(hotelId));
    } catch (error) {
      console.error('Failed to load closed dates', error);
      notify(text('owner.closures.loadFailed'), 'error');
    }
  }, [hotelId, notify, text]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const close = async (request: ClosureRequest) => {
    setConflict(null);
    try {
      await createClosure(hotelId, request);
    } catch (error) {
      const found = closureConflictOf(error, text('owner.closures.conflict'));
      if (found) setConflict(found);
      notify(found ? found.message : errorMessage(error, text('owner.closures.closeFailed')), 'error');
      return false;
    }
    notify(text('owner.closures.closed'), 'success');
    await Promise.all([reload(), onChanged()]);
    return true;
  };

  const reopen = async (closure: Closure) => {
    try {
      await deleteClosure(hotelId, closure.id);
    } catch (error) {
      notify(errorMessage(error, text('owner.closures.reopenFailed')), 'error');
      return;
    }
    notify(text('owner.closures.reopened'), 'success');
    await Promise.all([reload(), onChanged()]);
  };

  return { closures, conflict, close, reopen };
}
