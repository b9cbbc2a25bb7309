import { apps } from '@ceylon/shared/apps';
import type { FederationOptions } from '@ceylon/shared/build';

// Each page the shell's route table names is exposed on its own, so a visit fetches only that page.
const config: FederationOptions = {
  name: apps.public.container,
  filename: apps.public.entryFile,
  exposes: {
    './Home': './src/pages/home-page.tsx',
    './About': './src/pages/about-page.tsx',
    './Services': './src/pages/services-page.tsx',
    './Destinations': './src/pages/destinations-page.tsx',
    './Destination': './src/pages/destination-page.tsx',
    './Contact': './src/pages/contact-page.tsx',
    './BookingsPlaceholder': './src/pages/bookings-placeholder-page.tsx',
    './Login': './src/pages/login-page.tsx',
    './Registration': './src/pages/registration-page.tsx',
    './ForgotPassword': './src/pages/forgot-password-page.tsx',
    './ResetPassword': './src/pages/reset-password-page.tsx',
    './Account': './src/pages/account-page.tsx',
    // Every footer page: the page picks its content from the path.
    './InfoPage': './src/pages/info-page.tsx',
  },
};

export default config;
