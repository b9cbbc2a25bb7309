import { screen } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import CreateHotelPage from './create-hotel-page';

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

async function fillAndSubmit(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Lake View');
  await user.type(screen.getByLabelText('Location'), 'Kandy');
  await user.type(screen.getByLabelText('Price per night (USD)'), '99.99');
  await user.type(screen.getByLabelText('Rating (1–5)'), '4.7');
  await user.type(screen.getByLabelText('Image URL'), 'https://example.com/a.jpg');
  await user.click(screen.getByRole('button', { name: 'Create Hotel' }));
}

it('shows the validation messages and sends nothing when required fields are empty', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const { user } = renderPage(<CreateHotelPage />);
  await user.click(screen.getByRole('button', { name: 'Create Hotel' }));
  expect(screen.getByText('Image URL is required')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('creates the hotel with its rooms, amenities, address and times, says so and empties the form', async () => {
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
  const { user } = renderPage(<CreateHotelPage />);
  await user.clear(screen.getByLabelText('Rooms'));
  await user.type(screen.getByLabelText('Rooms'), '24');
  await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
  await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
  await user.type(screen.getByLabelText(/Address/), '12 Lake Road, Kandy');
  await fillAndSubmit(user);

  expect(await screen.findByText('Hotel created successfully!')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/hotels', {
    title: 'Lake View',
    location: 'Kandy',
    price: 99.99,
    description: '',
    imageUrl: 'https://example.com/a.jpg',
    rating: 4.7,
    bestSeller: false,
    rooms: 24,
    amenities: ['wifi', 'pool'],
    address: '12 Lake Road, Kandy',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  });
  expect(screen.getByLabelText('Title')).toHaveValue('');
  expect(screen.getByLabelText('Rooms')).toHaveValue(10);
  expect(screen.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
});

it("shows the server's message when creation fails and keeps the form", async () => {
  jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, 'imageUrl must be a valid URL'));
  const { user } = renderPage(<CreateHotelPage />);
  await fillAndSubmit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('imageUrl must be a valid URL');
  expect(screen.getByLabelText('Title')).toHaveValue('Lake View');
});

it("falls back to 'Failed to create hotel' without a server message", async () => {
  jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('offline'));
  const { user } = renderPage(<CreateHotelPage />);
  await fillAndSubmit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create hotel');
});
