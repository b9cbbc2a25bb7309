import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathAfterLogin, sessionStore, type LoginRequest } from '@ceylon/shared';
import { logIn } from '../api/log-in';

/** docs/product.md §9: how long Login Success shows before the redirect, and Login Failed before Login. */
export const LOGIN_REDIRECT_MS = 500;
export const LOGIN_ERROR_RESET_MS = 2000;

export type LoginStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * The login button's states (docs/product.md §4): Login → Login Success, then after 500 ms the page the
 * user wanted or their role's home; or Login → Login Failed, back to Login after 2 s.
 */
export function useLogin() {
  const [status, setStatus] = useState<LoginStatus>('idle');
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (credentials: LoginRequest) => {
      clearTimeout(timer.current);
      setStatus('sending');
      try {
        const { user, token } = await logIn(credentials);
        setStatus('success');
        timer.current = setTimeout(() => {
          // The session starts together with the redirect: starting it earlier would let the
          // shell's redirect-if-logged-in guard move the user on before Login Success is seen,
          // and to their role's home instead of the page they were going to.
          // flushSync: the router renders its new location in a transition, after the (urgent)
          // session change; /login would render once more, signed in, and its guard would win.
          // Flushing renders both in one pass, so /login is never seen with the session started.
          sessionStore.login(user, token);
          void navigate(pathAfterLogin(state, user.role), { replace: true, flushSync: true });
        }, LOGIN_REDIRECT_MS);
      } catch {
        setStatus('error');
        timer.current = setTimeout(() => setStatus('idle'), LOGIN_ERROR_RESET_MS);
      }
    },
    [navigate, state],
  );

  return { status, submit };
}
