import type { StandalonePage } from '@ceylon/shared';
import BookingPage from './booking-page';
import BookingSuccessPage from './booking-success-page';
import BrowseHotelsPage from './browse-hotels-page';
import DashboardPage from './dashboard-page';
import HotelDetailsPage from './hotel-details-page';
import LandingPage from './landing-page';
import MyBookingsPage from './my-bookings-page';

/** The area's pages at the paths the shell serves them on, for the standalone dev page. */
export const standalonePages: StandalonePage[] = [
  { path: '/HomeUser', label: 'Home', Page: LandingPage },
  { path: '/customer/dashboard', label: 'Dashboard', Page: DashboardPage },
  { path: '/browse-hotels', label: 'Browse Hotels', Page: BrowseHotelsPage },
  { path: '/booking', label: 'Booking', Page: BookingPage },
  { path: '/booking/success', label: 'Booking success', Page: BookingSuccessPage },
  { path: '/customer/my-bookings', label: 'My Bookings', Page: MyBookingsPage },
  { path: '/hotels/:id', label: 'Hotel', Page: HotelDetailsPage },
];
