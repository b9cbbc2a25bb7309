import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteProviders } from '../testing/providers';
import { HotelForm, type HotelFormProps } from './hotel-form';

function renderForm(props: Partial<HotelFormProps> = {}) {
  const onSubmit = jest.fn<Promise<void>, Parameters<HotelFormProps['onSubmit']>>().mockResolvedValue(undefined);
  render(
    // The page's translator holds @ceylon/shared's English beyond the first part, as the owner's and admin's pages bring it.
    <SiteProviders>
      <HotelForm mode="create" submitLabel="Add Hotel" onSubmit={onSubmit} {...props} />
    </SiteProviders>,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Lake View');
  await user.type(screen.getByLabelText('Location'), 'Kandy');
  await user.type(screen.getByLabelText('Price per night (USD)'), '120.50');
  await user.type(screen.getByLabelText('Rating (1–5)'), '4.5');
  await user.type(screen.getByLabelText('Image URL'), 'https://example.com/lake.jpg');
}

describe('HotelForm in create mode', () => {
  it('shows a message beside each missing required field and does not submit', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));

    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByText('Image URL is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the price and rating bounds and steps', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Price per night (USD)'));
    await user.type(screen.getByLabelText('Price per night (USD)'), '-1');
    await user.clear(screen.getByLabelText('Rating (1–5)'));
    await user.type(screen.getByLabelText('Rating (1–5)'), '5.5');
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));

    expect(screen.getByText('Price must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Rating must be between 1 and 5')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Price per night (USD)'));
    await user.type(screen.getByLabelText('Price per night (USD)'), '10.005');
    await user.clear(screen.getByLabelText('Rating (1–5)'));
    await user.type(screen.getByLabelText('Rating (1–5)'), '0.5');
    expect(screen.getByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Rating must be between 1 and 5')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the native constraints on the inputs', () => {
    renderForm();
    expect(screen.getByLabelText('Price per night (USD)')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Price per night (USD)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Rating (1–5)')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Rating (1–5)')).toHaveAttribute('max', '5');
    expect(screen.getByLabelText('Rating (1–5)')).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('checkbox', { name: 'Best Seller' })).not.toBeChecked();
  });

  it('submits the hotel and empties the form after a successful creation', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Description/), 'Quiet rooms by the lake');
    await user.click(screen.getByRole('checkbox', { name: 'Best Seller' }));
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));

    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Lake View',
      location: 'Kandy',
      price: 120.5,
      description: 'Quiet rooms by the lake',
      imageUrl: 'https://example.com/lake.jpg',
      rating: 4.5,
      bestSeller: true,
      rooms: 10,
      amenities: [],
      address: '',
      checkInTime: '14:00',
      checkOutTime: '12:00',
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Best Seller' })).not.toBeChecked();
  });

  it('starts with 10 rooms, no amenities and the check-in and check-out times of docs/product.md §9', () => {
    renderForm();
    expect(screen.getByLabelText('Rooms')).toHaveValue(10);
    expect(screen.getByLabelText('Rooms')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Rooms')).toHaveAttribute('max', '10000');
    expect(screen.getByLabelText('Check-in time')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Check-in time')).toHaveValue('14:00');
    expect(screen.getByLabelText('Check-out time')).toHaveValue('12:00');
    const amenities = screen.getByRole('group', { name: 'Amenities' });
    expect(within(amenities).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(amenities).getByRole('checkbox', { name: 'Air conditioning' })).not.toBeChecked();
  });

  it('checks rooms and the times, after the original fields, with their own messages', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Rooms'));
    await user.type(screen.getByLabelText('Rooms'), '0');
    await user.clear(screen.getByLabelText('Check-in time'));
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));

    expect(screen.getByText('Rooms must be between 1 and 10,000')).toBeInTheDocument();
    expect(screen.getByText('Check-in time is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Rooms')).toHaveFocus();

    await user.clear(screen.getByLabelText('Rooms'));
    await user.type(screen.getByLabelText('Rooms'), '2.5');
    expect(screen.getByText('Rooms must be a whole number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Rooms'));
    expect(screen.getByText('Rooms is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the amenities in the list’s order, the address trimmed and the times chosen', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Spa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.type(screen.getByLabelText(/Address/), '  1 Temple Road  ');
    await user.clear(screen.getByLabelText('Check-in time'));
    await user.type(screen.getByLabelText('Check-in time'), '15:30');
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amenities: ['wifi', 'spa'], address: '1 Temple Road', checkInTime: '15:30', checkOutTime: '12:00' }),
    );
  });

  it('keeps what was typed when saving fails', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('nope'));
    const { user } = renderForm({ onSubmit });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Hotel' })).toBeEnabled());
    expect(screen.getByLabelText('Title')).toHaveValue('Lake View');
  });
});

describe('HotelForm in edit mode', () => {
  const hotel = {
    title: 'Lake View',
    location: 'Kandy',
    price: 120,
    rating: 4.2,
    description: 'By the lake',
    imageUrl: 'https://example.com/lake.jpg',
    bestSeller: true,
    rooms: 40,
    amenities: ['pool', 'restaurant'] as const,
    address: '5 Lake Road',
    checkInTime: '13:00',
    checkOutTime: '11:00',
  };

  it('starts filled with the hotel and keeps it after saving', async () => {
    const { onSubmit, user } = renderForm({
      mode: 'edit',
      initial: { ...hotel, amenities: [...hotel.amenities] },
      submitLabel: 'Save Changes',
    });
    expect(screen.getByLabelText('Title')).toHaveValue('Lake View');
    expect(screen.getByLabelText('Price per night (USD)')).toHaveValue(120);
    expect(screen.getByRole('checkbox', { name: 'Best Seller' })).toBeChecked();
    expect(screen.getByLabelText('Rooms')).toHaveValue(40);
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Restaurant' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Spa' })).not.toBeChecked();
    expect(screen.getByLabelText(/Address/)).toHaveValue('5 Lake Road');
    expect(screen.getByLabelText('Check-in time')).toHaveValue('13:00');
    expect(screen.getByLabelText('Check-out time')).toHaveValue('11:00');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lake View', price: 120, rating: 4.2, rooms: 40, amenities: ['pool', 'restaurant'] }),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Lake View');
  });

  it('does not require the image URL or description', async () => {
    const { onSubmit, user } = renderForm({
      mode: 'edit',
      initial: { ...hotel, amenities: [], imageUrl: '', description: '' },
      submitLabel: 'Save Changes',
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByText('Image URL is required')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ imageUrl: expect.anything() }));
  });

  it('still requires title, location, price and rating', async () => {
    const { onSubmit, user } = renderForm({ mode: 'edit', initial: { ...hotel, amenities: [] }, submitLabel: 'Save Changes' });
    for (const label of ['Title', 'Location', 'Price per night (USD)', 'Rating (1–5)']) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers Cancel when asked', async () => {
    const onCancel = jest.fn();
    const { user } = renderForm({ mode: 'edit', initial: { ...hotel, amenities: [] }, submitLabel: 'Save Changes', onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
