import type { Area } from '@ceylon/shared';

/**
 * Who may open a page:
 * - `public`: anyone;
 * - `guest-only`: visitors; a signed-in user is sent on to their role's home;
 * - `signed-in`: any signed-in user, else /login (remembering where they were going);
 * - `admin` / `owner`: that role only, else / (or /login when not signed in);
 * - `hotel-manager`: hotel owners and administrators (a hotel's calendar and photos).
 */
export const guards = ['public', 'guest-only', 'signed-in', 'admin', 'owner', 'hotel-manager'] as const;
export type Guard = (typeof guards)[number];

/** The guards whose pages the server renders: pages anyone may see (the session lives in the browser, docs/product.md §3). */
export const serverRenderedGuards: readonly Guard[] = ['public', 'guest-only'];

export interface PageRoute {
  path: string;
  guard: Guard;
  area: Area;
  /** The module the area exposes for this page, e.g. `./Home`: its file is `src/pages/home-page.tsx` (`pageFileOf`). */
  module: string;
  /** Page name in the document title. */
  title: string;
}

/** A path kept for old links: it forwards to the page that now serves it (docs/product.md §10.1). */
export interface RedirectRoute {
  path: string;
  guard: Guard;
  /** A path, or 'create-hotel-for-role' for the create-hotel screen of the signed-in role. */
  to: string;
}

const info = (path: string, title: string): PageRoute => ({
  path,
  guard: 'public',
  area: 'public',
  module: './Info',
  title,
});

/** Every page of the site: reading this table shows the site. */
export const pageRoutes: PageRoute[] = [
  { path: '/', guard: 'public', area: 'public', module: './Home', title: 'Home' },
  { path: '/about', guard: 'public', area: 'public', module: './About', title: 'About us' },
  { path: '/services', guard: 'public', area: 'public', module: './Services', title: 'Services' },
  { path: '/attractions', guard: 'public', area: 'public', module: './Destinations', title: 'Destinations' },
  // One page per town with hotels (the tab says "Hotels in Kandy" once the town is read).
  { path: '/destinations/:town', guard: 'public', area: 'public', module: './Destination', title: 'Destination' },
  { path: '/contact', guard: 'public', area: 'public', module: './Contact', title: 'Contact us' },
  { path: '/bookings', guard: 'public', area: 'public', module: './BookingsPlaceholder', title: 'Bookings' },
  { path: '/login', guard: 'guest-only', area: 'public', module: './Login', title: 'Log in' },
  { path: '/registration', guard: 'guest-only', area: 'public', module: './Registration', title: 'Create an account' },
  // Public, not guest-only: someone signed in on this browser may still follow a reset link from the mail.
  { path: '/forgot-password', guard: 'public', area: 'public', module: './ForgotPassword', title: 'Forgot password' },
  { path: '/reset-password', guard: 'public', area: 'public', module: './ResetPassword', title: 'Choose a new password' },
  { path: '/account', guard: 'signed-in', area: 'public', module: './Account', title: 'My account' },
  info('/careers', 'Careers'),
  info('/press', 'Press'),
  info('/blog', 'Blog'),
  info('/partners', 'Partners'),
  info('/help-center', 'Help Center'),
  info('/safety-info', 'Safety information'),
  info('/cancellations', 'Cancellation Options'),
  info('/accessibility', 'Accessibility'),
  info('/privacy', 'Privacy'),
  info('/terms', 'Terms'),
  info('/sitemap', 'Sitemap'),

  { path: '/HomeUser', guard: 'signed-in', area: 'customer', module: './Landing', title: 'Welcome' },
  { path: '/customer/dashboard', guard: 'signed-in', area: 'customer', module: './Dashboard', title: 'My dashboard' },
  { path: '/browse-hotels', guard: 'signed-in', area: 'customer', module: './BrowseHotels', title: 'Hotels' },
  { path: '/booking', guard: 'signed-in', area: 'customer', module: './Booking', title: 'Book your stay' },
  { path: '/booking/success', guard: 'signed-in', area: 'customer', module: './BookingSuccess', title: 'Booking confirmed' },
  { path: '/customer/my-bookings', guard: 'signed-in', area: 'customer', module: './MyBookings', title: 'My Bookings' },
  { path: '/hotels/:id', guard: 'public', area: 'customer', module: './HotelDetails', title: 'Hotel' },

  { path: '/owner/dashboard', guard: 'owner', area: 'owner', module: './Dashboard', title: 'Owner dashboard' },
  { path: '/owner/my-hotels', guard: 'owner', area: 'owner', module: './MyHotels', title: 'My Hotels' },
  { path: '/owner/create-hotel', guard: 'owner', area: 'owner', module: './CreateHotel', title: 'Add Hotel' },
  { path: '/owner/bookings/:id', guard: 'owner', area: 'owner', module: './HotelBookings', title: 'Hotel bookings' },
  { path: '/owner/hotels/:id/calendar', guard: 'hotel-manager', area: 'owner', module: './HotelCalendar', title: 'Hotel calendar' },
  { path: '/owner/hotels/:id/photos', guard: 'hotel-manager', area: 'owner', module: './HotelPhotos', title: 'Hotel photos' },

  { path: '/admin/dashboard', guard: 'admin', area: 'admin', module: './Dashboard', title: 'Admin dashboard' },
  { path: '/admin/UserManagement', guard: 'admin', area: 'admin', module: './UserManagement', title: 'Manage Users' },
  { path: '/admin/HotelManagement', guard: 'admin', area: 'admin', module: './HotelManagement', title: 'Manage Hotels' },
  { path: '/admin/outbox', guard: 'admin', area: 'admin', module: './Outbox', title: 'Mail Outbox' },
  { path: '/admin/promotions', guard: 'admin', area: 'admin', module: './Promotions', title: 'Promotion codes' },
  { path: '/admin/exchange-rates', guard: 'admin', area: 'admin', module: './ExchangeRates', title: 'Exchange rates' },
];

export const redirectRoutes: RedirectRoute[] = [
  { path: '/HomeHotelOwner', guard: 'owner', to: '/owner/dashboard' },
  { path: '/User', guard: 'admin', to: '/admin/UserManagement' },
  { path: '/create-hotel', guard: 'signed-in', to: 'create-hotel-for-role' },
];

/** The modules each area must expose for the route table to work (the release gate checks this). */
export function modulesNeededBy(area: Area): string[] {
  return [...new Set(pageRoutes.filter((route) => route.area === area).map((route) => route.module))];
}

/**
 * The file of a page module in its area's `src/pages/`, the same in every area: `./Home` is
 * `home-page.tsx`, `./BookingsPlaceholder` is `bookings-placeholder-page.tsx`.
 */
export function pageFileOf(module: string): string {
  const words = module.replace(/^\.\//, '').replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-');
  return `${words.toLowerCase()}-page.tsx`;
}

/**
 * What an area's build exposes (its `module-federation.config.ts`): each page module this table
 * names, from its file. A page is added with its file and its row here, and nothing else.
 */
export function exposesOf(area: Area): Record<string, string> {
  return Object.fromEntries(modulesNeededBy(area).map((module) => [module, `./src/pages/${pageFileOf(module)}`]));
}
