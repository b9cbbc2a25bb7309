import { screen, within } from '@testing-library/react';
import { renderPage } from '@ceylon/shared/testing';
import BookingsPlaceholderPage from './bookings-placeholder-page';
import DestinationsPage from './destinations-page';
import ServicesPage from './services-page';

const FEATURED = ['Sigiriya', 'Ella', 'Anuradhapura', 'Nuwara Eliya', 'Yala National Park'];

it('lists services 01 to 05, the five destinations, the team and the contact details', () => {
  renderPage(<ServicesPage />, { route: '/services' });
  const services = within(screen.getByRole('region', { name: 'Services' })).getAllByRole('heading', { level: 3 });
  expect(services.map((heading) => heading.textContent)).toEqual([
    '01 Hotel Consultation',
    '02 Hotel Booking',
    '03 Day-Outing Packages',
    '04 Hotel Marketing',
    '05 Transportation Services',
  ]);
  for (const place of FEATURED) expect(screen.getByRole('heading', { name: place })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Meet the team' })).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'hello@ceylonstays.lk' })).toHaveAttribute('href', 'mailto:hello@ceylonstays.lk');
  expect(screen.getByRole('link', { name: '+94 11 234 5678' })).toBeInTheDocument();
});

it('shows only the featured destinations on /attractions', () => {
  renderPage(<DestinationsPage />, { route: '/attractions' });
  const grid = screen.getByRole('region', { name: 'Destinations' });
  expect(
    within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(FEATURED);
});

it('shows a Bookings heading on /bookings', () => {
  renderPage(<BookingsPlaceholderPage />, { route: '/bookings' });
  expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
});
