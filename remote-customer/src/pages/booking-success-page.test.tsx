import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, makeBooking, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import BookingSuccessPage from './booking-success-page';

const booking = makeBooking('b42', {
  reference: 'CS-7KQ2M9',
  hotel: { id: 'h1', title: 'Kandy Lake Residence', location: 'Kandy' },
  totalPrice: 480,
});
const queued = { ...booking, confirmationEmail: { to: 'asha@example.com', status: 'queued' as const } };
const sent = { ...booking, confirmationEmail: { to: 'asha@example.com', status: 'sent' as const } };

beforeEach(() => signInAs('user'));

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

function expectConfirmation() {
  expect(screen.getByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
  expect(screen.getByText('CS-7KQ2M9')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/customer/my-bookings');
  expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/browse-hotels');
}

function expectNoConfirmation() {
  expect(screen.getByRole('heading', { level: 1, name: 'No booking to show here' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Booking Confirmed!' })).not.toBeInTheDocument();
  expect(screen.queryByText(/confirmation e-mail/i)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/customer/my-bookings');
  expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/browse-hotels');
}

describe('Booking success', () => {
  it('shows the booking handed over at once, then where its e-mail is going', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42', state: { booking } });
    expectConfirmation();
    expect(screen.getByRole('heading', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    expect(screen.getByText('$480.00')).toBeInTheDocument();
    // Until the server says where, the page claims nothing it does not know.
    expect(screen.getByText('A confirmation e-mail is on its way to you.')).toBeInTheDocument();
    answer(ok(queued));
    expect(await screen.findByText('A confirmation e-mail is on its way to asha@example.com.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/bookings/b42', expect.anything());
  });

  it('shows the price lines the booking was made at when the hotel charged taxes', async () => {
    const taxed = {
      ...sent,
      totalPrice: 623.04,
      priceBreakdown: {
        roomCharge: 480,
        charges: [
          { name: 'Service charge', kind: 'percent' as const, rate: 10, compound: false, amount: 48 },
          { name: 'VAT', kind: 'percent' as const, rate: 18, compound: true, amount: 95.04 },
        ],
        total: 623.04,
      },
    };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(taxed));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42' });
    const lines = await screen.findByLabelText('Price breakdown');
    expect(within(lines).getByText('Room charge').nextSibling).toHaveTextContent('$480.00');
    expect(within(lines).getByText('Service charge (10%)').nextSibling).toHaveTextContent('$48.00');
    expect(within(lines).getByText('VAT (18% on the charges before it)').nextSibling).toHaveTextContent('$95.04');
    expect(within(lines).getByText('Total').nextSibling).toHaveTextContent('$623.04');
  });

  it('after a reload reads the booking again by its id and says the e-mail was sent', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(sent));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your booking…');
    expect(await screen.findByRole('heading', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    expect(screen.getByText('A confirmation e-mail was sent to asha@example.com.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/bookings/b42', expect.anything());
    expectConfirmation();
  });

  it('says so when the e-mail could not be sent, and that the booking stands', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ ...booking, confirmationEmail: { to: 'asha@example.com', status: 'failed' } }));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42' });
    expect(await screen.findByText(/could not send the confirmation e-mail to asha@example.com/)).toBeInTheDocument();
    expectConfirmation();
  });

  it('keeps the handed-over booking when the second read fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(503, 'Service unavailable'));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42', state: { booking } });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load the booking', expect.anything()));
    expect(screen.getByText('A confirmation e-mail is on its way to you.')).toBeInTheDocument();
    expectConfirmation();
  });

  it('confirms nothing when the booking cannot be found', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(404, 'Booking not found'));
    renderPage(<BookingSuccessPage />, { route: '/booking/success?id=gone' });
    expect(await screen.findByRole('heading', { name: 'No booking to show here' })).toBeInTheDocument();
    expectNoConfirmation();
    expect(logged).toHaveBeenCalledWith('Failed to load the booking', expect.anything());
  });

  it('confirms nothing when opened without a booking, and asks the server nothing', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderPage(<BookingSuccessPage />, { route: '/booking/success' });
    expectNoConfirmation();
    expect(get).not.toHaveBeenCalled();
  });
});

it('confirms the booking in Tamil, with its reference and where its e-mail went', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok(sent));
  renderPage(<BookingSuccessPage />, { route: '/booking/success?id=b42', state: { booking }, language: 'ta' });
  expect(screen.getByRole('heading', { name: 'முன்பதிவு உறுதியானது!' })).toBeInTheDocument();
  expect(screen.getByText('CS-7KQ2M9').parentElement).toHaveTextContent('உங்கள் முன்பதிவுக் குறிப்பு எண் CS-7KQ2M9');
  expect(await screen.findByText('உறுதிப்படுத்தும் மின்னஞ்சல் asha@example.com க்கு அனுப்பப்பட்டது.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'என் முன்பதிவுகள்' })).toHaveAttribute('href', '/customer/my-bookings');
  expect(screen.getByRole('link', { name: 'ஹோட்டல்களைப் பார்வையிடு' })).toHaveAttribute('href', '/browse-hotels');
});

it('says there is no booking to show in Sinhala', () => {
  renderPage(<BookingSuccessPage />, { route: '/booking/success', language: 'si' });
  expect(screen.getByRole('heading', { level: 1, name: 'මෙහි පෙන්වීමට වෙන්කිරීමක් නැත' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'මගේ වෙන්කිරීම්' })).toHaveAttribute('href', '/customer/my-bookings');
});
