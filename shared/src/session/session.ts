import { useSyncExternalStore } from 'react';
import { createSessionStore, memoryStorage, type SessionState } from './session-store';
import type { SessionUser } from './session-user';

/**
 * The page's session, kept in local storage. A server render (no window) has a session of its own
 * that is always signed out: pages rendered there are the ones anyone may see.
 */
export const sessionStore = createSessionStore(typeof window === 'undefined' ? memoryStorage() : window.localStorage);

/**
 * What the server rendered with, and so what the browser hydrates with: signed out. React then
 * renders again at once with this browser's own session (a signed-in visitor's top bar).
 */
const signedOut: SessionState = { user: null, token: '' };
const serverState = () => signedOut;

export interface Session extends SessionState {
  isSignedIn: boolean;
  isAdmin: boolean;
  isHotelOwner: boolean;
  /** Signed in and neither admin nor hotel owner. */
  isCustomer: boolean;
  login: (user: SessionUser, token: string) => void;
  logout: () => void;
}

export function describeSession(state: SessionState): Omit<Session, 'login' | 'logout'> {
  const role = state.user?.role;
  return {
    ...state,
    isSignedIn: Boolean(state.user),
    isAdmin: role === 'admin',
    isHotelOwner: role === 'hotelOwner',
    isCustomer: Boolean(state.user) && role !== 'admin' && role !== 'hotelOwner',
  };
}

export function useSession(): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, serverState);
  return { ...describeSession(state), login: sessionStore.login, logout: sessionStore.logout };
}
