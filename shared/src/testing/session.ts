import { act } from '@testing-library/react';
import type { Role } from '../domain';
import { sessionStore } from '../session/session';
import type { SessionUser } from '../session/session-user';

/** One signed-in person per role. */
export const sessionUsers: Record<Role, SessionUser> = {
  user: { id: 'u1', firstName: 'Nimal', lastName: 'Perera', email: 'nimal@ceylon.test', role: 'user' },
  hotelOwner: { id: 'owner-1', firstName: 'Nimal', lastName: 'Silva', email: 'nimal@example.com', role: 'hotelOwner' },
  admin: { id: 'admin-1', firstName: 'Ruwan', lastName: 'Fernando', email: 'admin@example.com', role: 'admin' },
};

/** Signs in as the person of that role, with the token `token-<role>`; call before rendering. */
export function signInAs(role: Role): SessionUser {
  const user = sessionUsers[role];
  sessionStore.login(user, `token-${role}`);
  return user;
}

/** Ends any session a test started (this also empties local storage). */
export function signOut() {
  act(() => sessionStore.logout());
}
