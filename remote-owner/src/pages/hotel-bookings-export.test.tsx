import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@ceylon/shared';
import { apiError, fileAnswer, makeHotel, networkError, ok, recordDownloads, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import HotelBookingsPage from './hotel-bookings-page';

const hotels = [makeHotel('h1', { title: 'Lake View', bookings: [] })];
const EXPORT = '/hotels/h1/bookings/export';
const csv = new Blob(['\ufeffReference,Hotel\r\nCS-7KQ2M9,Lake View\r\n'], { type: 'text/csv' });

let get: jest.SpyInstance;
let answerExport: () => Promise<unknown>;
let saved: { name: string; href: string }[];

beforeEach(() => {
  signInAs('hotelOwner');
  answerExport = () => Promise.resolve(fileAnswer(csv, 'hotel-bookings-2026-11-27.csv'));
  get = jest.spyOn(apiClient, 'get').mockImplementation((url: string) => (url === EXPORT ? answerExport() : Promise.resolve(ok(hotels))));
  ({ saved } = recordDownloads('blob:http://localhost/export-1'));
});

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

async function openForm() {
  renderPage(<HotelBookingsPage />, { route: '/owner/bookings/h1', path: '/owner/bookings/:id' });
  return within(await screen.findByRole('region', { name: 'Export bookings (CSV)' }));
}

it('downloads the filtered CSV under the name the server gives, then gives the object URL back', async () => {
  const user = userEvent.setup();
  const form = await openForm();
  await user.selectOptions(form.getByLabelText('Dates are'), 'booked');
  await user.type(form.getByLabelText('From'), '2026-11-01');
  await user.type(form.getByLabelText('To'), '2026-11-30');
  await user.selectOptions(form.getByLabelText('Status'), 'completed');
  await user.click(form.getByRole('button', { name: 'Download CSV' }));

  expect(await form.findByText('Downloaded hotel-bookings-2026-11-27.csv.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(EXPORT, {
    params: { dates: 'booked', from: '2026-11-01', to: '2026-11-30', status: 'completed' },
    responseType: 'blob',
  });
  expect(URL.createObjectURL).toHaveBeenCalledWith(csv);
  expect(saved).toEqual([{ name: 'hotel-bookings-2026-11-27.csv', href: 'blob:http://localhost/export-1' }]);
  await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/export-1'));
  expect(document.querySelector('a[download]')).toBeNull();
});

it('is busy while the file comes, and says each refusal where it belongs, keeping the filter', async () => {
  const user = userEvent.setup();
  const form = await openForm();
  let refuse: (error: unknown) => void = () => {};
  // As axios gives it for a blob request: the JSON body is a Blob too.
  const tooEarly = apiError(400);
  Object.assign(tooEarly.response, {
    data: new Blob([JSON.stringify({ field: 'to', message: 'to must be on or after from' })], { type: 'application/json' }),
  });
  answerExport = () => new Promise((_resolve, reject) => (refuse = reject));
  await user.type(form.getByLabelText('From'), '2026-11-30');
  await user.type(form.getByLabelText('To'), '2026-11-01');
  await user.click(form.getByRole('button', { name: 'Download CSV' }));
  const busy = form.getByRole('button', { name: 'Preparing…' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  refuse(tooEarly);

  const to = form.getByLabelText('To');
  await waitFor(() => expect(to).toHaveAccessibleDescription('to must be on or after from'));
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveFocus();
  expect(to).toHaveValue('2026-11-01');
  expect(form.getByLabelText('From')).toHaveValue('2026-11-30');
  expect(form.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

  answerExport = () => Promise.reject(apiError(403, 'You can only manage your own hotels'));
  await user.click(form.getByRole('button', { name: 'Download CSV' }));
  expect(await form.findByText('You can only manage your own hotels')).toBeInTheDocument();
  expect(to).toHaveAttribute('aria-invalid', 'false');

  answerExport = () => Promise.reject(networkError());
  await user.click(form.getByRole('button', { name: 'Download CSV' }));
  expect(await form.findByText(/the server did not answer\. Check your connection/)).toBeInTheDocument();
  expect(saved).toEqual([]);
});
