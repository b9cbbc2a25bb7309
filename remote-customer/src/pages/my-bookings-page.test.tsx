import { screen, within } from '@testing-library/react';
import { apiClient, type Booking } from '@ceylon/shared';
import { makeBooking, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import MyBookingsPage from './my-bookings-page';

/** The traveller's stays: upcoming, at Kandy Lake Residence unless a test says otherwise. */
const stay = (id: string, overrides: Partial<Booking> = {}) =>
  makeBooking(id, {
    checkIn: '2099-06-10',
    checkOut: '2099-06-12',
    totalPrice: 480,
    hotel: { id: 'h1', title: 'Kandy Lake Residence', location: 'Kandy' },
    user: { id: 'u1', firstName: 'Nimal', lastName: 'Perera' },
    ...overrides,
  });

const confirmed = stay('b1', { status: 'confirmed', checkIn: '2099-06-10', checkOut: '2099-06-12', guests: 2, totalPrice: 480 });
const cancelled = stay('b2', {
  status: 'cancelled',
  hotel: { id: 'h2', title: 'Fort Ramparts', location: 'Galle' },
});
const completed = stay('b3', { status: 'completed', hotel: { id: 'h3', title: 'Ella Gap View', location: 'Ella' } });
const pending = stay('b4', { status: 'pending', hotel: { id: 'h4', title: 'Yala Camp', location: 'Yala' } });

const card = (title: string) => screen.getByRole('listitem', { name: title });

let get: jest.SpyInstance;
let put: jest.SpyInstance;

beforeEach(() => {
  signInAs('user');
  get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([confirmed, cancelled, completed, pending]));
  put = jest.spyOn(apiClient, 'put');
});

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('My Bookings', () => {
  it('lists hotel, location, dates, guests, total and a status badge: green for confirmed, red for the rest', async () => {
    renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings…');
    const first = await screen.findByRole('listitem', { name: 'Kandy Lake Residence' });
    expect(get).toHaveBeenCalledWith('/bookings/my-bookings', expect.anything());
    expect(within(first).getByText('Kandy')).toBeInTheDocument();
    expect(within(first).getByText('Check-in').nextSibling).toHaveTextContent('Wed, Jun 10, 2099');
    expect(within(first).getByText('Check-out').nextSibling).toHaveTextContent('Fri, Jun 12, 2099');
    expect(within(first).getByText('Guests').nextSibling).toHaveTextContent('2');
    expect(within(first).getByText('Total').nextSibling).toHaveTextContent('$480.00');

    expect(within(first).getByText('confirmed')).toHaveAttribute('data-tone', 'green');
    expect(within(card('Fort Ramparts')).getByText('cancelled')).toHaveAttribute('data-tone', 'red');
    expect(within(card('Ella Gap View')).getByText('completed')).toHaveAttribute('data-tone', 'red');
    expect(within(card('Yala Camp')).getByText('pending')).toHaveAttribute('data-tone', 'red');
  });

  it('offers Cancel Booking on confirmed bookings only', async () => {
    renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    await screen.findByRole('listitem', { name: 'Kandy Lake Residence' });
    expect(screen.getAllByRole('button', { name: 'Cancel Booking' })).toHaveLength(1);
    expect(within(card('Kandy Lake Residence')).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
  });

  it('asks first, and does nothing when the answer is no', async () => {
    const { user } = renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(put).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("cancels, says 'Booking cancelled successfully' and reloads the list", async () => {
    put.mockResolvedValue(ok(undefined));
    const { user } = renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    get.mockResolvedValue(ok([{ ...confirmed, status: 'cancelled' }, cancelled, completed, pending]));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));

    expect(put).toHaveBeenCalledWith('/bookings/b1/cancel');
    expect(await screen.findByText('Booking cancelled successfully')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(await within(card('Kandy Lake Residence')).findByText('cancelled')).toHaveAttribute('data-tone', 'red');
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it("says 'Failed to cancel booking' when the cancel fails, and still reloads", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    put.mockRejectedValue(
      Object.assign(new Error('Forbidden'), { isAxiosError: true, response: { status: 403, data: { message: 'Not yours' } } }),
    );
    const { user } = renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel booking');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no bookings, with a Browse Hotels link', async () => {
    get.mockResolvedValue(ok([]));
    renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    expect(await screen.findByText("You don't have any bookings yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/browse-hotels');
  });

  it("shows 'Unknown' for a booking without a status", async () => {
    get.mockResolvedValue(ok([stay('b1', { status: undefined })]));
    renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    expect(await screen.findByText('Unknown')).toHaveAttribute('data-tone', 'red');
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });
});

it('draws itself in Tamil on /ta/customer/my-bookings', async () => {
  renderPage(<MyBookingsPage />, { route: '/customer/my-bookings', language: 'ta' });
  expect(screen.getByRole('heading', { level: 1, name: 'என் முன்பதிவுகள்' })).toBeInTheDocument();
  const first = await screen.findByRole('listitem', { name: 'Kandy Lake Residence' });
  expect(within(first).getByText('உறுதியானது')).toBeInTheDocument();
  // The month in Tamil too ("புத., 10 ஜூன், 2099" as Intl writes it for Sri Lanka).
  expect(within(first).getByText('வருகை').nextSibling).toHaveTextContent(/10 ஜூன்.*2099/);
  expect(within(first).getByText('புறப்பாடு')).toBeInTheDocument();
  expect(within(first).getByText('மொத்தம்')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'முன்பதிவை ரத்துசெய்' })).toBeInTheDocument();
  expect(within(card('Fort Ramparts')).getByText('ரத்தானது')).toBeInTheDocument();
});

it('says there are no bookings yet in Sinhala', async () => {
  get.mockResolvedValue(ok([]));
  renderPage(<MyBookingsPage />, { route: '/customer/my-bookings', language: 'si' });
  expect(await screen.findByText('ඔබට තවම වෙන්කිරීම් නැත.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'හෝටල් පිරික්සන්න' })).toHaveAttribute('href', '/browse-hotels');
});
