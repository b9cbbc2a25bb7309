import type { Session } from '@ceylon/shared';
import type { ShellText } from '../i18n/shell-text';

export interface NavItem {
  /** The link's text (the shell's catalogs). */
  label: ShellText;
  to: string;
}

/** Who the top bar is talking to; each sees its own links (docs/product.md §2.1). */
export type Audience = 'visitor' | 'admin' | 'owner' | 'customer';

export const navLinks: Record<Audience, readonly NavItem[]> = {
  visitor: [
    { label: 'nav.home', to: '/' },
    { label: 'nav.services', to: '/services' },
    { label: 'nav.destinations', to: '/attractions' },
    { label: 'nav.about', to: '/about' },
    { label: 'nav.contact', to: '/contact' },
  ],
  admin: [
    { label: 'nav.dashboard', to: '/admin/dashboard' },
    { label: 'nav.manageUsers', to: '/admin/UserManagement' },
    { label: 'nav.manageHotels', to: '/admin/HotelManagement' },
  ],
  owner: [
    { label: 'nav.dashboard', to: '/owner/dashboard' },
    { label: 'nav.myHotels', to: '/owner/my-hotels' },
    { label: 'nav.addHotel', to: '/owner/create-hotel' },
  ],
  customer: [
    { label: 'nav.home', to: '/HomeUser' },
    { label: 'nav.dashboard', to: '/customer/dashboard' },
    { label: 'nav.hotels', to: '/browse-hotels' },
    { label: 'nav.myBookings', to: '/customer/my-bookings' },
    { label: 'nav.about', to: '/about' },
    { label: 'nav.contact', to: '/contact' },
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
