import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@ceylon/shared';
import { apiError, makeBooking, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import DashboardPage from './dashboard-page';

const found = makeBooking('b7', {
  reference: 'CS-7KQ2M9',
  checkIn: '2030-06-01',
  checkOut: '2030-06-04',
  guests: 2,
  rooms: 1,
  totalPrice: 540,
  hotel: { id: 'h1', title: 'Lake View', location: 'Kandy' },
  user: { id: 'g1', firstName: 'Asha', lastName: 'Perera' },
});

let get: jest.SpyInstance;

beforeEach(() => {
  signInAs('admin');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  get = jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/booking-references/cs-7kq2m9') return Promise.resolve(ok(found));
    if (url.startsWith('/booking-references/')) return Promise.reject(apiError(404, 'No booking has the reference CS-ZZZZZZ'));
    return Promise.resolve(ok([]));
  });
});

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

it("finds a booking by the reference a guest reads out and shows the booking's facts", async () => {
  const user = userEvent.setup();
  renderPage(<DashboardPage />);
  const form = await screen.findByRole('region', { name: 'Find a booking' });
  await user.type(within(form).getByLabelText('Booking reference'), 'cs-7kq2m9');
  await user.click(within(form).getByRole('button', { name: 'Find' }));
  expect(await within(form).findByRole('heading', { name: /Booking CS-7KQ2M9/ })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/booking-references/cs-7kq2m9', expect.anything());
  for (const fact of ['Lake View, Kandy', 'Asha Perera', '2030-06-01', '2030-06-04', '$540.00']) expect(form).toHaveTextContent(fact);
  expect(within(form).getByText('Nights').nextElementSibling).toHaveTextContent('3');
});

it('says when no booking has the reference, and asks for one when the box is empty', async () => {
  const user = userEvent.setup();
  renderPage(<DashboardPage />);
  const form = await screen.findByRole('region', { name: 'Find a booking' });
  const box = within(form).getByLabelText('Booking reference');
  await user.click(within(form).getByRole('button', { name: 'Find' }));
  expect(await within(form).findByText('Enter a booking reference, e.g. CS-7KQ2M9')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await user.type(box, 'CS-ZZZZZZ{Enter}');
  expect(await within(form).findByText('No booking has the reference CS-ZZZZZZ')).toBeInTheDocument();
  expect(box).toHaveAccessibleDescription('No booking has the reference CS-ZZZZZZ');
});
