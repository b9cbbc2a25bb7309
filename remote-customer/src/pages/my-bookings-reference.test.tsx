import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { makeBooking, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import MyBookingsPage from './my-bookings-page';

beforeEach(() => signInAs('user'));
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

it("shows each booking's reference, so a guest can quote it", async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue(
    ok([
      makeBooking('b1', {
        reference: 'CS-7KQ2M9',
        checkIn: '2099-06-10',
        checkOut: '2099-06-12',
        hotel: { id: 'h1', title: 'Kandy Lake Residence', location: 'Kandy' },
      }),
      makeBooking('b2', {
        reference: 'CS-XH4P2A',
        checkIn: '2099-07-10',
        checkOut: '2099-07-12',
        hotel: { id: 'h2', title: 'Fort Ramparts', location: 'Galle' },
      }),
    ]),
  );
  renderPage(<MyBookingsPage />);
  const kandy = await screen.findByRole('listitem', { name: 'Kandy Lake Residence' });
  expect(within(kandy).getByText('Reference').nextElementSibling).toHaveTextContent('CS-7KQ2M9');
  const galle = screen.getByRole('listitem', { name: 'Fort Ramparts' });
  expect(within(galle).getByText('Reference').nextElementSibling).toHaveTextContent('CS-XH4P2A');
});
