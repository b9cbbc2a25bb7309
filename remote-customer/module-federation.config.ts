import { apps } from '@ceylon/shared/apps';
import type { FederationOptions } from '@ceylon/shared/build';

// Each page the shell's route table names is exposed on its own, so a visit fetches only that page.
const config: FederationOptions = {
  name: apps.customer.container,
  filename: apps.customer.entryFile,
  exposes: {
    './Landing': './src/pages/landing-page.tsx',
    './Dashboard': './src/pages/dashboard-page.tsx',
    './BrowseHotels': './src/pages/browse-hotels-page.tsx',
    './Booking': './src/pages/booking-page.tsx',
    './BookingSuccess': './src/pages/booking-success-page.tsx',
    './MyBookings': './src/pages/my-bookings-page.tsx',
    './HotelDetails': './src/pages/hotel-details-page.tsx',
  },
};

export default config;
