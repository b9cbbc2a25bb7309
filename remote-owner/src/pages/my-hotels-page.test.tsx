import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, makeBooking, makeHotel, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import MyHotelsPage from './my-hotels-page';

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const lakeView = makeHotel('h1', {
  title: 'Lake View',
  bookings: [makeBooking('1', { totalPrice: 120 }), makeBooking('2', { totalPrice: 80, status: 'cancelled' })],
});

it('shows each hotel with its booking count, revenue and a link to its bookings', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
  renderPage(<MyHotelsPage />);

  const card = await screen.findByRole('article', { name: 'Lake View' });
  expect(within(card).getByText('Bookings').nextElementSibling).toHaveTextContent('2');
  expect(within(card).getByText('Revenue').nextElementSibling).toHaveTextContent('$120.00');
  expect(within(card).getByRole('link', { name: 'View bookings for Lake View' })).toHaveAttribute('href', '/owner/bookings/h1');
  expect(within(card).getByRole('link', { name: 'Calendar for Lake View' })).toHaveAttribute('href', '/owner/hotels/h1/calendar');
  expect(within(card).getByRole('link', { name: 'Photos of Lake View' })).toHaveAttribute('href', '/owner/hotels/h1/photos');
});

describe('Edit', () => {
  const detailed = makeHotel('h1', { title: 'Lake View', rooms: 12, amenities: ['wifi'], checkInTime: '14:00', bookings: [] });

  it('opens the shared edit form pre-filled; Save Changes sends the changes, says so, closes and reloads', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [detailed] });
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: {} });
    const { user } = renderPage(<MyHotelsPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Lake View' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    expect(within(dialog).getByLabelText('Rooms')).toHaveValue(12);
    expect(within(dialog).getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();

    await user.clear(within(dialog).getByLabelText('Rooms'));
    await user.type(within(dialog).getByLabelText('Rooms'), '20');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pool' }));
    await user.clear(within(dialog).getByLabelText('Check-in time'));
    await user.type(within(dialog).getByLabelText('Check-in time'), '15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Hotel updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/hotels/h1',
      expect.objectContaining({ title: 'Lake View', rooms: 20, amenities: ['wifi', 'pool'], checkInTime: '15:00' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows the hotel as the API now has it once the edit is saved', async () => {
    const renamed = { ...detailed, title: 'Lake View Lodge' };
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce({ data: [detailed] })
      .mockResolvedValueOnce({ data: [renamed] });
    jest.spyOn(apiClient, 'put').mockResolvedValue({ data: {} });
    const { user } = renderPage(<MyHotelsPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Lake View' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Lake View Lodge');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('article', { name: 'Lake View Lodge' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Lake View' })).not.toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to update hotel', and keeps the form open", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [detailed] });
    jest
      .spyOn(apiClient, 'put')
      .mockRejectedValueOnce(apiError(400, 'Rooms cannot be fewer than the 14 booked on 2026-03-02'))
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = renderPage(<MyHotelsPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Lake View' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rooms cannot be fewer than the 14 booked on 2026-03-02');
    expect(screen.getByRole('dialog', { name: 'Edit Hotel' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update hotel')).toBeInTheDocument();
  });
});

it('shows an empty state when the owner has no hotels', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
  renderPage(<MyHotelsPage />);
  expect(await screen.findByText(/You have not added any hotels yet/)).toBeInTheDocument();
});

it('asks before deleting and does nothing when the owner says no', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
  const remove = jest.spyOn(apiClient, 'delete');
  const { user } = renderPage(<MyHotelsPage />);

  await user.click(await screen.findByRole('button', { name: 'Delete Lake View' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this hotel?');
  await user.click(within(dialog).getByRole('button', { name: 'Keep hotel' }));
  expect(remove).not.toHaveBeenCalled();
});

it('deletes after confirmation, says so and reloads the list', async () => {
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValueOnce({ data: [lakeView] })
    .mockResolvedValueOnce({ data: [] });
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: undefined });
  const { user } = renderPage(<MyHotelsPage />);

  await user.click(await screen.findByRole('button', { name: 'Delete Lake View' }));
  await user.click(screen.getByRole('button', { name: 'Delete hotel' }));

  expect(await screen.findByText('Hotel deleted successfully')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith('/hotels/h1');
  expect(get).toHaveBeenCalledTimes(2);
  expect(await screen.findByText(/You have not added any hotels yet/)).toBeInTheDocument();
});

it('says so when the delete fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
  jest.spyOn(apiClient, 'delete').mockRejectedValue(new Error('nope'));
  const { user } = renderPage(<MyHotelsPage />);

  await user.click(await screen.findByRole('button', { name: 'Delete Lake View' }));
  await user.click(screen.getByRole('button', { name: 'Delete hotel' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete hotel');
  expect(screen.getByRole('article', { name: 'Lake View' })).toBeInTheDocument();
});

it('speaks Tamil on /ta: each card and what it offers, the hotel named as its owner wrote it', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
  renderPage(<MyHotelsPage />, { language: 'ta' });

  expect(screen.getByRole('heading', { level: 1, name: 'என் ஹோட்டல்கள்' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Lake View' });
  expect(within(card).getByText('முன்பதிவுகள்').nextElementSibling).toHaveTextContent('2');
  expect(within(card).getByText('வருவாய்').nextElementSibling).toHaveTextContent('$120.00');
  expect(within(card).getByRole('link', { name: 'Lake View இன் முன்பதிவுகளைப் பார்' })).toHaveTextContent('முன்பதிவுகளைப் பார்');
  expect(within(card).getByRole('button', { name: 'Lake View ஐத் திருத்து' })).toHaveTextContent('திருத்து');
  expect(within(card).getByRole('button', { name: 'Lake View ஐ நீக்கு' })).toHaveTextContent('நீக்கு');
});

it('says in Sinhala that the owner has no hotels yet', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
  renderPage(<MyHotelsPage />, { language: 'si' });
  expect(await screen.findByText(/ඔබ තවම කිසිදු හෝටලයක් එක් කර නැත\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'හෝටලයක් එක් කරන්න' })).toHaveAttribute('href', '/owner/create-hotel');
});
