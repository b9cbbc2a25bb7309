import type { Session } from '@ceylon/shared';

export interface NavItem {
  label: string;
  to: string;
}

/** Who the top bar is talking to; each sees its own links (docs/product.md §2.1). */
export type Audience = 'visitor' | 'admin' | 'owner' | 'customer';

export const navLinks: Record<Audience, readonly NavItem[]> = {
  visitor: [
    { label: 'Home', to: '/' },
    { label: 'Services', to: '/services' },
    { label: 'Destinations', to: '/attractions' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
  ],
  admin: [
    { label: 'Dashboard', to: '/admin/dashboard' },
    { label: 'Manage Users', to: '/admin/UserManagement' },
    { label: 'Manage Hotels', to: '/admin/HotelManagement' },
  ],
  owner: [
    { label: 'Dashboard', to: '/owner/dashboard' },
    { label: 'My Hotels', to: '/owner/my-hotels' },
    { label: 'Add Hotel', to: '/owner/create-hotel' },
  ],
  customer: [
    { label: 'Home', to: '/HomeUser' },
    { label: 'Dashboard', to: '/customer/dashboard' },
    { label: 'Hotels', to: '/browse-hotels' },
    { label: 'My Bookings', to: '/customer/my-bookings' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
  ],
};

/** Where the brand logo leads: the audience's own home. */
export const brandHome: Record<Audience, string> = {
  visitor: '/',
  admin: '/admin/dashboard',
  owner: '/owner/dashboard',
  customer: '/HomeUser',
};

export function audienceOf(session: Pick<Session, 'isSignedIn' | 'isAdmin' | 'isHotelOwner'>): Audience {
  if (!session.isSignedIn) return 'visitor';
  if (session.isAdmin) return 'admin';
  if (session.isHotelOwner) return 'owner';
  return 'customer';
}
