import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, makeHotel, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import HotelManagementPage from './hotel-management-page';

const lakeView = makeHotel('h1', { title: 'Lake View', location: 'Kandy', price: 150, rating: 4.2, imageUrl: '/img/lake.jpg' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

it('hides Edit and Delete from a hotel owner, who still sees the form and list', async () => {
  signInAs('hotelOwner');
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
  renderPage(<HotelManagementPage />);

  expect(await screen.findByRole('heading', { name: 'Lake View' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Hotel' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Calendar/ })).not.toBeInTheDocument();
});

describe('for an admin', () => {
  beforeEach(() => signInAs('admin'));

  it("says 'Failed to load hotels' when the list cannot be loaded", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderPage(<HotelManagementPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load hotels');
  });

  it('creates a hotel, says so, empties the form and reloads the list', async () => {
    const seaBreeze = makeHotel('h2', { title: 'Sea Breeze', location: 'Galle' });
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce({ data: [] })
      .mockResolvedValue({ data: [seaBreeze] });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: seaBreeze });
    const { user } = renderPage(<HotelManagementPage />);
    await screen.findByText('No hotels yet.');

    await user.type(screen.getByLabelText('Title'), 'Sea Breeze');
    await user.type(screen.getByLabelText('Location'), 'Galle');
    await user.type(screen.getByLabelText('Price per night (USD)'), '80');
    await user.type(screen.getByLabelText('Rating (1–5)'), '4');
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/sea.jpg');
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));

    expect(await screen.findByText('Hotel created successfully!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/hotels', expect.objectContaining({ title: 'Sea Breeze', price: 80, rating: 4, bestSeller: false }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Sea Breeze' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('links each hotel to its calendar and photos', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
    renderPage(<HotelManagementPage />);
    expect(await screen.findByRole('link', { name: 'Calendar for Lake View' })).toHaveAttribute('href', '/owner/hotels/h1/calendar');
    expect(screen.getByRole('link', { name: 'Photos of Lake View' })).toHaveAttribute('href', '/owner/hotels/h1/photos');
  });

  it('Edit opens a pre-filled modal; Cancel closes it without saving', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
    const put = jest.spyOn(apiClient, 'put');
    const { user } = renderPage(<HotelManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Lake View' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Lake View');
    expect(within(dialog).getByLabelText('Price per night (USD)')).toHaveValue(150);
    expect(within(dialog).getByLabelText(/Image URL/)).toHaveValue('/img/lake.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('Save Changes updates the hotel, says so and closes the modal', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: {} });
    const { user } = renderPage(<HotelManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Lake View' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Lake View Lodge');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Hotel updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/hotels/h1',
      expect.objectContaining({
        title: 'Lake View Lodge',
        price: 150,
        rating: 4.2,
        rooms: 10,
        checkInTime: '14:00',
        checkOutTime: '12:00',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when the update fails and keeps the modal open", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
    jest.spyOn(apiClient, 'put').mockRejectedValueOnce(apiError(400, 'You do not own this hotel')).mockRejectedValueOnce(new Error('x'));
    const { user } = renderPage(<HotelManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Lake View' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You do not own this hotel')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update hotel')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and says so', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: undefined });
    const { user } = renderPage(<HotelManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Lake View' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this hotel?');
    await user.click(screen.getByRole('button', { name: 'Delete hotel' }));

    expect(await screen.findByText('Hotel deleted successfully!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/hotels/h1');
  });

  it("says 'Failed to delete hotel' when the delete fails without a message", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
    jest.spyOn(apiClient, 'delete').mockRejectedValue(new Error('x'));
    const { user } = renderPage(<HotelManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Lake View' }));
    await user.click(screen.getByRole('button', { name: 'Delete hotel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete hotel');
  });

  it("shows the server's message when creating fails", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, 'title must not be empty'));
    const { user } = renderPage(<HotelManagementPage />);
    await screen.findByText('No hotels yet.');

    await user.type(screen.getByLabelText('Title'), 'X');
    await user.type(screen.getByLabelText('Location'), 'Y');
    await user.type(screen.getByLabelText('Price per night (USD)'), '1');
    await user.type(screen.getByLabelText('Rating (1–5)'), '1');
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/x.jpg');
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('title must not be empty');
  });
});

it('draws itself in Tamil', async () => {
  signInAs('admin');
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [lakeView] });
  renderPage(<HotelManagementPage />, { language: 'ta' });

  expect(screen.getByRole('heading', { level: 1, name: 'ஹோட்டல்களை நிர்வகி' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Lake View' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ஹோட்டலைச் சேர்' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Lake View ஐத் திருத்து' })).toHaveTextContent('திருத்து');
  expect(screen.getByRole('option', { name: 'எல்லா ஹோட்டல்களும்' })).toBeInTheDocument();
});
