import { homeAfterLogin, type LoginRedirectState, type Session } from '@ceylon/shared';
import type { Guard } from './route-table';

export interface AccessDenied {
  to: string;
  state?: LoginRedirectState;
}

type SessionFlags = Pick<Session, 'isSignedIn' | 'isAdmin' | 'isHotelOwner' | 'user'>;

/** Where the redirect-if-logged-in guard sends each role (docs/product.md §2.2). */
function signedInHome(role: string | undefined): string {
  return role === 'hotelOwner' ? '/HomeHotelOwner' : homeAfterLogin(role);
}

/** null when the page may be shown; otherwise where to send the user instead. */
export function decideAccess(guard: Guard, session: SessionFlags, currentPath: string): AccessDenied | null {
  switch (guard) {
    case 'public':
      return null;
    case 'guest-only':
      return session.isSignedIn ? { to: signedInHome(session.user?.role) } : null;
    case 'signed-in':
    case 'admin':
    case 'owner':
    case 'hotel-manager':
      if (!session.isSignedIn) return { to: '/login', state: { from: currentPath } };
      if (guard === 'admin' && !session.isAdmin) return { to: '/' };
      if (guard === 'owner' && !session.isHotelOwner) return { to: '/' };
      if (guard === 'hotel-manager' && !session.isHotelOwner && !session.isAdmin) return { to: '/' };
      return null;
  }
}
