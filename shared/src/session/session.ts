import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionState } from './session-store';
import type { SessionUser } from './session-user';

export const sessionStore = createSessionStore();

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
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
  return { ...describeSession(state), login: sessionStore.login, logout: sessionStore.logout };
}
