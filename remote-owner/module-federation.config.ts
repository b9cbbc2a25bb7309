import { apps } from '@ceylon/shared/apps';
import type { FederationOptions } from '@ceylon/shared/build';

// Each page the shell's route table names is exposed on its own, so a visit fetches only that page.
const config: FederationOptions = {
  name: apps.owner.container,
  filename: apps.owner.entryFile,
  exposes: {
    './Dashboard': './src/pages/dashboard-page.tsx',
    './MyHotels': './src/pages/my-hotels-page.tsx',
    './CreateHotel': './src/pages/create-hotel-page.tsx',
    './HotelBookings': './src/pages/hotel-bookings-page.tsx',
    './HotelCalendar': './src/pages/hotel-calendar-page.tsx',
    './HotelPhotos': './src/pages/hotel-photos-page.tsx',
  },
};

export default config;
