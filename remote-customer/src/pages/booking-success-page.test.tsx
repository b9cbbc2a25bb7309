import { screen } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, makeBooking, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import BookingSuccessPage from './booking-success-page';

const booking = makeBooking('b42', { hotel: { id: 'h1', title: 'Kandy Lake Residence', location: 'Kandy' }, totalPrice: 480 });

beforeEach(() => signInAs('user'));

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

function expectConfirmation() {
  expect(screen.getByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
  expect(screen.getByText(/confirmation e-mail has been sent/i)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/customer/my-bookings');
  expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/browse-hotels');
}

describe('Booking success', () => {
  it('shows the booking handed over by the booking form without asking the server', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42', state: { booking } });
    expectConfirmation();
    expect(screen.getByRole('heading', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    expect(screen.getByText('$480.00')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('after a reload reads the booking again by its id, and nothing else', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(booking));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your booking…');
    expect(await screen.findByRole('heading', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    expect(screen.getByText('$480.00')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/bookings/b42');
    expectConfirmation();
  });

  it('still confirms, pointing to My Bookings, when the booking cannot be found', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(404, 'Booking not found'));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=gone' });
    expect(await screen.findByText(/find the details of your stay in My Bookings/)).toBeInTheDocument();
    expectConfirmation();
    expect(screen.queryByRole('heading', { name: 'Kandy Lake Residence' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the booking', expect.anything());
  });
});
