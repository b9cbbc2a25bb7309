import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endServerSession, sessionStore, useSession } from '@ceylon/shared';

/** Ends the session, on the server too, and takes the visitor to the home page. */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the page first: ending the session on a guarded page would make its guard send
    // the visitor to /login instead.
    await navigate('/', { flushSync: true });
    endServerSession(sessionStore.getState().token);
    logout();
  }, [logout, navigate]);
}
