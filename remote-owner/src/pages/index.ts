import type { StandalonePage } from '@ceylon/shared';
import CreateHotelPage from './create-hotel-page';
import DashboardPage from './dashboard-page';
import HotelBookingsPage from './hotel-bookings-page';
import HotelCalendarPage from './hotel-calendar-page';
import HotelPhotosPage from './hotel-photos-page';
import MyHotelsPage from './my-hotels-page';

/** The area's pages at the paths the shell serves them on, for the standalone dev page. */
export const standalonePages: StandalonePage[] = [
  { path: '/owner/dashboard', label: 'Dashboard', Page: DashboardPage },
  { path: '/owner/my-hotels', label: 'My Hotels', Page: MyHotelsPage },
  { path: '/owner/create-hotel', label: 'Add Hotel', Page: CreateHotelPage },
  { path: '/owner/bookings/:id', label: 'Hotel bookings', Page: HotelBookingsPage },
  { path: '/owner/hotels/:id/calendar', label: 'Hotel calendar', Page: HotelCalendarPage },
  { path: '/owner/hotels/:id/photos', label: 'Hotel photos', Page: HotelPhotosPage },
];
