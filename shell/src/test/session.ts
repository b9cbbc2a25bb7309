import { act } from '@testing-library/react';
import { sessionStore, type Role, type SessionUser } from '@ceylon/shared';

export const testUsers: Record<Role, SessionUser> = {
  user: { id: 'u-1', firstName: 'Nimali', lastName: 'Perera', email: 'nimali@example.com', role: 'user' },
  hotelOwner: { id: 'u-2', firstName: 'Ruwan', lastName: 'Silva', email: 'ruwan@example.com', role: 'hotelOwner' },
  admin: { id: 'u-3', firstName: 'Anjali', lastName: 'Fernando', email: 'anjali@example.com', role: 'admin' },
};

/** Signs in as a user of that role; call before rendering. */
export function signInAs(role: Role): SessionUser {
  const user = testUsers[role];
  sessionStore.login(user, `token-${role}`);
  return user;
}

/** Ends any session a test started (this also empties local storage). */
export function signOut() {
  act(() => sessionStore.logout());
}
