import type { StandalonePage } from '@ceylon/shared';
import AboutPage from './about-page';
import AccountPage from './account-page';
import BookingsPlaceholderPage from './bookings-placeholder-page';
import ContactPage from './contact-page';
import DestinationPage from './destination-page';
import DestinationsPage from './destinations-page';
import ForgotPasswordPage from './forgot-password-page';
import HomePage from './home-page';
import InfoPage from './info-page';
import LoginPage from './login-page';
import RegistrationPage from './registration-page';
import ResetPasswordPage from './reset-password-page';
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
  { path: '/destinations/:town', label: 'Destination', Page: DestinationPage },
  { path: '/contact', label: 'Contact', Page: ContactPage },
  { path: '/bookings', label: 'Bookings', Page: BookingsPlaceholderPage },
  { path: '/login', label: 'Login', Page: LoginPage },
  { path: '/registration', label: 'Registration', Page: RegistrationPage },
  { path: '/forgot-password', label: 'Forgot password', Page: ForgotPasswordPage },
  { path: '/reset-password', label: 'Reset password', Page: ResetPasswordPage },
  { path: '/account', label: 'My account', Page: AccountPage },
  ...INFO_PATHS.map((path) => ({ path, label: path.slice(1), Page: InfoPage })),
];
