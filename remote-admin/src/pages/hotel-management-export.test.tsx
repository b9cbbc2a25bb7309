import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, fileAnswer, makeHotel, ok, recordDownloads, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import HotelManagementPage from './hotel-management-page';

const lakeView = makeHotel('h1', { title: 'Lake View', location: 'Kandy' });
let saved: { name: string; href: string }[];
let get: jest.SpyInstance;

beforeEach(() => {
  ({ saved } = recordDownloads());
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

function answer(url: string) {
  if (url === '/hotels/mine' || url === '/hotels') return Promise.resolve(ok([lakeView]));
  if (url === '/all-bookings/export') return Promise.resolve(fileAnswer(new Blob(['\ufeff']), 'all-bookings-2026-11-27.csv'));
  return Promise.reject(apiError(403, 'You can only manage your own hotels'));
}

it("exports every hotel's bookings, or the one hotel chosen, for an admin", async () => {
  signInAs('admin');
  get = jest.spyOn(apiClient, 'get').mockImplementation(answer);
  const { user } = renderPage(<HotelManagementPage />);
  const form = within(await screen.findByRole('region', { name: 'Export bookings (CSV)' }));
  await screen.findByRole('heading', { name: 'Lake View' });

  await user.click(form.getByRole('button', { name: 'Download CSV' }));
  expect(await form.findByText('Downloaded all-bookings-2026-11-27.csv.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/all-bookings/export', { params: { dates: 'stay' }, responseType: 'blob' });
  expect(saved.map((file) => file.name)).toEqual(['all-bookings-2026-11-27.csv']);

  await user.selectOptions(form.getByLabelText('Hotel'), 'Lake View, Kandy');
  expect(form.getByText(/The bookings of Lake View/)).toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Download CSV' }));
  expect(await form.findByText('You can only manage your own hotels')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/hotels/h1/bookings/export', { params: { dates: 'stay' }, responseType: 'blob' });
  expect(form.getByLabelText('Hotel')).toHaveValue('h1');
});

it('shows no export to a hotel owner on this page', async () => {
  signInAs('hotelOwner');
  jest.spyOn(apiClient, 'get').mockImplementation(answer);
  renderPage(<HotelManagementPage />);
  await screen.findByRole('heading', { name: 'Lake View' });
  expect(screen.queryByRole('region', { name: 'Export bookings (CSV)' })).not.toBeInTheDocument();
});
