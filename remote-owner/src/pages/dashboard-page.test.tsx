import { screen } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { makeBooking, makeHotel, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import DashboardPage from './dashboard-page';

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const figure = (name: string) => screen.getByText(name).nextElementSibling;

it('shows total hotels, bookings and the revenue of non-cancelled bookings', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
    data: [
      makeHotel('a', {
        bookings: [makeBooking('1', { totalPrice: 300 }), makeBooking('2', { totalPrice: 999, status: 'cancelled' })],
      }),
      makeHotel('b', { bookings: [makeBooking('3', { totalPrice: 50.5, status: 'completed' })] }),
    ],
  });
  renderPage(<DashboardPage />);

  expect(await screen.findByText('Total Hotels')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/hotels/my-hotels');
  expect(figure('Total Hotels')).toHaveTextContent('2');
  expect(figure('Total Bookings')).toHaveTextContent('3');
  expect(figure('Total Revenue')).toHaveTextContent('$350.50');
  expect(screen.getByRole('link', { name: 'My Hotels' })).toHaveAttribute('href', '/owner/my-hotels');
  expect(screen.getByRole('link', { name: 'Add Hotel' })).toHaveAttribute('href', '/owner/create-hotel');
});

it('shows zeros when the owner has no hotels or the load fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
  renderPage(<DashboardPage />);

  expect(await screen.findByText('Total Hotels')).toBeInTheDocument();
  expect(figure('Total Hotels')).toHaveTextContent('0');
  expect(figure('Total Revenue')).toHaveTextContent('$0.00');
});
