import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { makeBooking, makeHotel, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import HotelBookingsPage from './hotel-bookings-page';

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const hotels = [
  makeHotel('h1', {
    title: 'Lake View',
    bookings: [
      makeBooking('b1', { user: { id: 'g', firstName: 'Asha', lastName: 'Perera' }, guests: 3, totalPrice: 450, status: 'pending' }),
      makeBooking('b2', { status: undefined }),
    ],
  }),
];

const open = (id: string) => renderPage(<HotelBookingsPage />, { route: `/owner/bookings/${id}`, path: '/owner/bookings/:id' });

it("lists the hotel's bookings with guest, dates, guests, total and status", async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: hotels });
  open('h1');

  expect(await screen.findByRole('heading', { name: 'Bookings for Lake View' })).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(3);
  const first = within(rows[1]!);
  expect(first.getByText('Asha Perera')).toBeInTheDocument();
  expect(first.getByText('2025-06-01')).toBeInTheDocument();
  expect(first.getByText('2025-06-03')).toBeInTheDocument();
  expect(first.getByText('3')).toBeInTheDocument();
  expect(first.getByText('$450.00')).toBeInTheDocument();
  expect(first.getByText('Pending')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Unknown')).toBeInTheDocument();
});

it("shows 'Hotel not found' for a hotel that is not the owner's", async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: hotels });
  open('someone-elses');
  expect(await screen.findByRole('heading', { name: 'Hotel not found' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows an empty state for a hotel with no bookings', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [makeHotel('h2', { title: 'Quiet', bookings: [] })] });
  open('h2');
  expect(await screen.findByText('No bookings for this hotel yet.')).toBeInTheDocument();
});
