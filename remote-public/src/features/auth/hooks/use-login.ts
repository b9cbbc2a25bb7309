import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathAfterLogin, sessionStore, useMutation, type LoginRequest } from '@ceylon/shared';
import { logIn } from '../api/log-in';

/** docs/product.md §9: how long Login Success shows before the redirect, and Login Failed before Login. */
export const LOGIN_REDIRECT_MS = 500;
export const LOGIN_ERROR_RESET_MS = 2000;

export type LoginStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * The login button's states (docs/product.md §4): Login → Login Success, then after 500 ms the page the
 * user wanted or their role's home; or Login → Login Failed, back to Login after 2 s. Logging in
 * changes nothing any query read: the session starts with the redirect.
 */
export function useLogin() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Login Failed is the page's own state, so it goes back to Login on the timer's very tick.
  const [failed, setFailed] = useState(false);

  // The button's timers end with the page.
  useEffect(() => () => clearTimeout(timer.current), []);

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: ({ user, token }) => {
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
    },
    onError: () => {
      setFailed(true);
      timer.current = setTimeout(() => setFailed(false), LOGIN_ERROR_RESET_MS);
    },
  });
  const { mutate } = login;

  const submit = useCallback(
    (credentials: LoginRequest) => {
      clearTimeout(timer.current);
      setFailed(false);
      mutate(credentials);
    },
    [mutate],
  );

  const status: LoginStatus = login.isPending ? 'sending' : login.isSuccess ? 'success' : failed ? 'error' : 'idle';
  return { status, submit };
}
