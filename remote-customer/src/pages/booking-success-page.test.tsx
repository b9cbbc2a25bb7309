import { screen } from '@testing-library/react';
import { apiClient, sessionStore } from '@ceylon/shared';
import { makeBooking, ok, traveller } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import BookingSuccessPage from './booking-success-page';

const booking = makeBooking({ id: 'b42', hotel: { id: 'h1', title: 'Kandy Lake Residence', location: 'Kandy' }, totalPrice: 480 });

beforeEach(() => sessionStore.login(traveller, 'jwt-1'));

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.logout();
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
    renderPage(<BookingSuccessPage />, '/booking/success?id=b42', { state: { booking } });
    expectConfirmation();
    expect(screen.getByRole('heading', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    expect(screen.getByText('$480.00')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('after a reload finds the booking again among my bookings', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(ok([makeBooking({ id: 'b1', hotel: { id: 'h9', title: 'Other', location: 'Ella' } }), booking]));
    renderPage(<BookingSuccessPage />, '/booking/success?id=b42');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your booking…');
    expect(await screen.findByRole('heading', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/bookings/my-bookings');
    expectConfirmation();
  });

  it('still confirms, pointing to My Bookings, when the booking cannot be found', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]));
    renderPage(<BookingSuccessPage />, '/booking/success?id=gone');
    expect(await screen.findByText(/find the details of your stay in My Bookings/)).toBeInTheDocument();
    expectConfirmation();
  });
});
