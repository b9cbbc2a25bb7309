import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { makeHotel, pagedHotels, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import LandingPage from './landing-page';

const hotels = Array.from({ length: 6 }, (_, index) =>
  makeHotel(`h${index + 1}`, {
    title: `Hotel ${index + 1}`,
    location: index % 2 ? 'Galle' : 'Kandy',
    bestSeller: index === 0,
    creator: { id: 'o1', firstName: 'Sunil', lastName: 'Silva' },
  }),
);

const NOW = new Date('2030-03-10T06:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  signInAs('user');
  jest.spyOn(apiClient, 'get').mockImplementation(pagedHotels(hotels));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  signOut();
});

describe('Customer landing page', () => {
  it('shows the featured hotels, four at first (all it fetches), with Book Now to the booking form', async () => {
    const { user } = renderPage(<LandingPage />, { route: '/HomeUser', fakeTimers: true });
    const featured = screen.getByRole('region', { name: 'Featured Hotels' });
    expect(await within(featured).findAllByRole('article')).toHaveLength(4);
    expect(apiClient.get).toHaveBeenCalledTimes(1);
    expect(apiClient.get).toHaveBeenCalledWith('/hotels', { params: new URLSearchParams('limit=4'), signal: expect.any(AbortSignal) });
    const first = within(featured).getByRole('article', { name: 'Hotel 1' });
    expect(within(first).getByText('Best Seller')).toBeInTheDocument();
    expect(within(first).getByText('Owned by Sunil')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /book now/i })).toHaveAttribute('href', '/booking?hotelId=h1');
    await user.click(within(featured).getByRole('button', { name: 'View All Hotels' }));
    expect(await within(featured).findByRole('article', { name: 'Hotel 6' })).toBeInTheDocument();
    expect(within(featured).getAllByRole('article')).toHaveLength(6);
    expect(within(featured).getByRole('button', { name: 'View Less' })).toBeInTheDocument();
  });

  it('has member benefits and guest testimonials', async () => {
    renderPage(<LandingPage />, { route: '/HomeUser' });
    expect(screen.getByRole('heading', { name: 'Member benefits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What our guests say' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    await screen.findAllByRole('article');
  });

  it('BOOK NOW searches Browse Hotels with the place, dates, guests and rooms', async () => {
    const { user, router } = renderPage(<LandingPage />, { route: '/HomeUser', fakeTimers: true });
    await screen.findAllByRole('article');
    const search = screen.getByRole('search', { name: 'Find a hotel' });
    expect(within(search).getAllByRole('option', { name: /^\d$/ }).length).toBe(5 + 4);
    await user.type(within(search).getByLabelText('Hotels'), 'Galle');
    await user.type(within(search).getByLabelText('Check In'), '2030-03-12');
    await user.type(within(search).getByLabelText('Check Out'), '2030-03-14');
    await user.selectOptions(within(search).getByLabelText('Guests'), '3');
    await user.selectOptions(within(search).getByLabelText('Rooms'), '2');
    await user.click(within(search).getByRole('button', { name: 'BOOK NOW' }));
    expect(router.path).toBe('/browse-hotels?q=Galle&checkIn=2030-03-12&checkOut=2030-03-14&guests=3&rooms=2');
    expect(JSON.parse(localStorage.getItem('recent-searches')!)[0].query).toBe('Galle');
  });

  it('opens on the hero, before anything else on the page', async () => {
    const { container } = renderPage(<LandingPage />, { route: '/HomeUser' });
    const hero = screen.getByRole('region', { name: /welcome back, nimal/i });
    expect(hero).toBe(container.firstElementChild);
    await screen.findAllByRole('article');
  });
});

it('draws itself in Sinhala on /si/HomeUser', async () => {
  renderPage(<LandingPage />, { route: '/HomeUser', language: 'si' });
  expect(screen.getByRole('heading', { level: 1, name: 'නැවත සාදරයෙන් පිළිගනිමු, Nimal' })).toBeInTheDocument();
  const search = screen.getByRole('search', { name: 'හෝටලයක් සොයන්න' });
  expect(within(search).getByLabelText('පැමිණීම')).toBeInTheDocument();
  expect(within(search).getByRole('button', { name: 'දැන් වෙන් කරන්න' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'සාමාජික ප්‍රතිලාභ' })).toHaveTextContent('නොමිලේ අවලංගු කිරීම');
  const featured = screen.getByRole('region', { name: 'විශේෂිත හෝටල්' });
  expect((await within(featured).findAllByRole('link', { name: /දැන් වෙන් කරන්න/ }))[0]).toHaveAttribute('href', '/booking?hotelId=h1');
  expect(screen.getByRole('region', { name: 'අපගේ අමුත්තන් පවසන දේ' })).toHaveTextContent('සාරා එම්.ලන්ඩන්');
});
