import type { StandalonePage } from '@ceylon/shared';
import AboutPage from './about-page';
import BookingsPlaceholderPage from './bookings-placeholder-page';
import ContactPage from './contact-page';
import DestinationsPage from './destinations-page';
import HomePage from './home-page';
import InfoPage from './info-page';
import LoginPage from './login-page';
import RegistrationPage from './registration-page';
import ServicesPage from './services-page';

const INFO_PATHS = [
  '/careers',
  '/press',
  '/blog',
  '/partners',
  '/help-center',
  '/safety-info',
  '/cancellations',
  '/accessibility',
  '/privacy',
  '/terms',
  '/sitemap',
];

/** The area's pages at the paths the shell serves them on, for the standalone dev page. */
export const standalonePages: StandalonePage[] = [
  { path: '/', label: 'Home', Page: HomePage },
  { path: '/about', label: 'About', Page: AboutPage },
  { path: '/services', label: 'Services', Page: ServicesPage },
  { path: '/attractions', label: 'Destinations', Page: DestinationsPage },
  { path: '/contact', label: 'Contact', Page: ContactPage },
  { path: '/bookings', label: 'Bookings', Page: BookingsPlaceholderPage },
  { path: '/login', label: 'Login', Page: LoginPage },
  { path: '/registration', label: 'Registration', Page: RegistrationPage },
  ...INFO_PATHS.map((path) => ({ path, label: path.slice(1), Page: InfoPage })),
];
