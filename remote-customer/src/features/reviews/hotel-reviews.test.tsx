// The hotel page's reviews: the guest score and count, newest first, "Show more", owners' replies.
import { screen, within } from '@testing-library/react';
import { apiClient, type Review } from '@ceylon/shared';
import { apiError, makeHotel, renderPage } from '@ceylon/shared/testing';
import english from '../../locales/en.json';
import { HotelReviews } from './components/hotel-reviews';

const REVIEWS_FAILED = english['customer.reviews.failed'];

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `r${n}`,
  rating: (n % 5) + 1,
  body: `Review number ${n}`,
  guestName: `Guest${n} P.`,
  stayMonth: '2030-02',
  createdAt: '2030-02-10T00:00:00.000Z',
  updatedAt: '2030-02-10T00:00:00.000Z',
  ...overrides,
});

const all = Array.from({ length: 7 }, (_, i) =>
  review(
    i + 1,
    i === 0
      ? { body: '<b>not bold</b>\nsecond line', ownerReply: 'Thank you, come again!', ownerRepliedAt: '2030-02-11T00:00:00.000Z' }
      : {},
  ),
);

/** Answers GET /hotels/h1/reviews in pages, the cursor being the index as a string. */
function pagedReviews(reviews: Review[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation((_url: string, config?: { params?: unknown }) => {
    const params = new URLSearchParams(config?.params as URLSearchParams);
    const limit = Number(params.get('limit'));
    const from = Number(params.get('cursor') ?? 0);
    const next = from + limit < reviews.length ? String(from + limit) : undefined;
    const headers = { 'x-total-count': String(reviews.length), ...(next && { 'x-next-cursor': next }) };
    return Promise.resolve({ data: reviews.slice(from, from + limit), status: 200, headers } as never);
  });
}

const hotel = makeHotel('h1', { title: 'Lake House', rating: 4, guestScore: 8.6, reviewCount: 7 });

afterEach(() => jest.restoreAllMocks());

describe('HotelReviews', () => {
  it('shows the guest score and count, five reviews, then the rest on Show more', async () => {
    const get = pagedReviews(all);
    const { user } = renderPage(<HotelReviews hotel={hotel} />);
    const section = screen.getByRole('region', { name: 'Guest reviews' });
    expect(section).toHaveTextContent('Guest score 8.6 · 7 reviews');
    const list = await screen.findByRole('list', { name: 'Reviews of Lake House' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(get).toHaveBeenCalledWith('/hotels/h1/reviews', expect.anything());
    expect(screen.getByText('Showing 5 of 7 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Showing 7 of 7 reviews')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('shows each review’s rating, guest, month and text as text, with the owner’s reply', async () => {
    pagedReviews(all);
    renderPage(<HotelReviews hotel={hotel} />);
    const first = await screen.findByRole('listitem', { name: 'Review by Guest1 P.' });
    expect(within(first).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Stayed in February 2030');
    expect(within(first).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(first.querySelector('b')).toBeNull();
    expect(first).toHaveTextContent('Reply from the ownerThank you, come again!');
  });

  it('says when there are no reviews yet', async () => {
    pagedReviews([]);
    renderPage(<HotelReviews hotel={makeHotel('h1')} />);
    expect(screen.getByRole('region', { name: 'Guest reviews' })).toHaveTextContent('No reviews yet');
    expect(await screen.findByRole('heading', { name: 'Guest reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the reviews cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(503));
    renderPage(<HotelReviews hotel={hotel} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEWS_FAILED);
  });
});
