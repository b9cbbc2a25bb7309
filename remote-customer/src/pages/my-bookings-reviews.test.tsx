// My Bookings with reviews: Write a review on a completed stay, Edit your review for 14 days.
import { screen, within } from '@testing-library/react';
import { apiClient, type Booking, type Review } from '@ceylon/shared';
import { makeBooking, makeHotel, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import MyBookingsPage from './my-bookings-page';
import { HotelReviews } from '../features/reviews/components/hotel-reviews';

const NOW = Date.parse('2030-03-10T06:00:00Z');
const completed = makeBooking('b1', {
  status: 'completed',
  checkIn: '2030-02-01',
  checkOut: '2030-02-03',
  hotel: { id: 'h1', title: 'Ella Gap View', location: 'Ella' },
  canReview: true,
});
const reviewed = makeBooking('b2', {
  status: 'completed',
  hotel: { id: 'h2', title: 'Fort Ramparts', location: 'Galle' },
  canReview: false,
  review: { id: 'r2', rating: 3, body: 'Good walls.', editableUntil: '2030-03-20T06:00:00.000Z' },
});
const closed = makeBooking('b3', {
  status: 'completed',
  hotel: { id: 'h3', title: 'Yala Camp', location: 'Yala' },
  canReview: false,
  review: { id: 'r3', rating: 5, body: 'Leopards!', editableUntil: '2030-03-01T06:00:00.000Z' },
});
const upcoming = makeBooking('b4', {
  status: 'confirmed',
  checkIn: '2099-01-01',
  checkOut: '2099-01-02',
  canReview: false,
  hotel: { id: 'h4', title: 'Lake House', location: 'Kandy' },
});

const card = (title: string) => screen.findByRole('listitem', { name: title });

beforeEach(() => {
  signInAs('user');
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok<Booking[]>([completed, reviewed, closed, upcoming]));
});

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('reviews on My Bookings', () => {
  it('offers Write a review on completed stays without one, Edit while it may change, and nothing on upcoming stays', async () => {
    renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    expect(within(await card('Ella Gap View')).getByRole('button', { name: 'Write a review: Ella Gap View' })).toBeInTheDocument();
    const open = await card('Fort Ramparts');
    expect(within(open).getByRole('button', { name: 'Edit your review: Fort Ramparts' })).toBeInTheDocument();
    expect(open).toHaveTextContent('You rated this stay 3 out of 5 · you can change your review until 20 March 2030');
    const past = await card('Yala Camp');
    expect(past).toHaveTextContent('You rated this stay 5 out of 5');
    expect(within(past).queryByRole('button', { name: /review/ })).not.toBeInTheDocument();
    expect(within(await card('Lake House')).queryByRole('button', { name: /review/ })).not.toBeInTheDocument();
  });

  it('writes a review in a dialog and then offers to edit it', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ id: 'r1', rating: 4, body: 'Misty mornings.', editableUntil: '2030-03-24T06:00:00.000Z' }, 201));
    const { user } = renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    await user.click(within(await card('Ella Gap View')).getByRole('button', { name: 'Write a review: Ella Gap View' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your stay at Ella Gap View' });
    await user.click(within(dialog).getByRole('radio', { name: '4 – Very good' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Misty mornings.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    expect(post).toHaveBeenCalledWith('/bookings/b1/review', { rating: 4, body: 'Misty mornings.' });
    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const item = await card('Ella Gap View');
    expect(item).toHaveTextContent('You rated this stay 4 out of 5');
    expect(within(item).getByRole('button', { name: 'Edit your review: Ella Gap View' })).toBeInTheDocument();
  });

  it('edits a review with what it said filled in', async () => {
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(ok({ id: 'r2', rating: 5, body: 'Good walls. Great breakfast.', editableUntil: '2030-03-20T06:00:00.000Z' }));
    const { user } = renderPage(<MyBookingsPage />, { route: '/customer/my-bookings' });
    await user.click(within(await card('Fort Ramparts')).getByRole('button', { name: 'Edit your review: Fort Ramparts' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your review at Fort Ramparts' });
    expect(within(dialog).getByRole('radio', { name: '3 – Good' })).toBeChecked();
    const text = within(dialog).getByRole('textbox', { name: 'Your review' });
    expect(text).toHaveValue('Good walls.');
    await user.click(within(dialog).getByRole('radio', { name: '5 – Excellent' }));
    await user.type(text, ' Great breakfast.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(patch).toHaveBeenCalledWith('/reviews/r2', { rating: 5, body: 'Good walls. Great breakfast.' });
    expect(await screen.findByText('Your review is updated.')).toBeInTheDocument();
    expect(await card('Fort Ramparts')).toHaveTextContent('You rated this stay 5 out of 5');
  });

  it('shows the new review in the hotel’s reviews once it is published', async () => {
    const published: Review = {
      id: 'r1',
      rating: 4,
      body: 'Misty mornings.',
      guestName: 'Nimal P.',
      stayMonth: '2030-02',
      createdAt: '2030-03-10T06:00:00.000Z',
      updatedAt: '2030-03-10T06:00:00.000Z',
    };
    let reviews: Review[] = [];
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation((url: string) =>
        Promise.resolve(
          (url === '/hotels/h1/reviews'
            ? { data: reviews, status: 200, headers: { 'x-total-count': String(reviews.length) } }
            : ok<Booking[]>([completed, reviewed, closed, upcoming])) as never,
        ),
      );
    jest.spyOn(apiClient, 'post').mockImplementation(() => {
      reviews = [published];
      return Promise.resolve(ok({ id: 'r1', rating: 4, body: 'Misty mornings.', editableUntil: '2030-03-24T06:00:00.000Z' }, 201));
    });
    // The hotel's reviews beside My Bookings, sharing its cache as two pages of one visit do.
    const { user } = renderPage(
      <>
        <MyBookingsPage />
        <HotelReviews hotel={makeHotel('h1', { title: 'Ella Gap View' })} />
      </>,
      { route: '/customer/my-bookings' },
    );
    const hotelReviews = screen.getByRole('region', { name: 'Guest reviews' });
    await user.click(within(await card('Ella Gap View')).getByRole('button', { name: 'Write a review: Ella Gap View' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your stay at Ella Gap View' });
    await user.click(within(dialog).getByRole('radio', { name: '4 – Very good' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Misty mornings.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(hotelReviews).findByText('Misty mornings.')).toBeInTheDocument();
  });
});
