import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, sessionStore, type Hotel } from '@ceylon/shared';
import { makeHotel, ok, traveller } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import BrowseHotelsPage from './browse-hotels-page';

const hotels: Hotel[] = [
  makeHotel({ id: 'h1', title: 'Temple Lake Residence', location: 'Kandy', price: 120, bestSeller: true }),
  makeHotel({ id: 'h2', title: 'Galle Face Ocean Suites', location: 'Colombo', price: 185 }),
  makeHotel({ id: 'h3', title: 'Kandyan Hills Lodge', location: 'Nuwara Eliya', price: 99.5 }),
  makeHotel({ id: 'h4', title: 'Fort Ramparts', location: 'Galle', price: 160.75 }),
];

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const currentUrl = () => screen.getByTestId('current-url').textContent;

function setup(url = '/browse-hotels', list: Hotel[] = hotels) {
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok(list));
  const user = userEvent.setup();
  renderPage(<BrowseHotelsPage />, url);
  return { user };
}

beforeEach(() => sessionStore.login(traveller, 'jwt-1'));

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.logout();
});

describe('Browse Hotels', () => {
  it('lists every hotel with image, Best Seller, price per night, rating and Book Now', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels…');
    const card = await screen.findByRole('article', { name: 'Temple Lake Residence' });
    expect(cardTitles()).toHaveLength(4);
    expect(within(card).getByRole('img', { name: 'Temple Lake Residence, Kandy' })).toHaveAttribute('width');
    expect(within(card).getByText('Best Seller')).toBeInTheDocument();
    expect(within(card).getByText('$120.00')).toBeInTheDocument();
    expect(within(card).getByText(/\/ night/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /book now/i })).toHaveAttribute('href', '/booking?hotelId=h1');
  });

  it('matches name or location as a case-insensitive substring and keeps the search in the URL', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    await user.type(screen.getByLabelText('Search by name or location'), 'KANDY');
    expect(cardTitles()).toEqual(['Temple Lake Residence', 'Kandyan Hills Lodge']);
    expect(currentUrl()).toBe('/browse-hotels?q=KANDY');

    await user.clear(screen.getByLabelText('Search by name or location'));
    await user.type(screen.getByLabelText('Search by name or location'), 'galle');
    expect(cardTitles()).toEqual(['Galle Face Ocean Suites', 'Fort Ramparts']);
  });

  it('compares the price bounds as whole numbers', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    await user.type(screen.getByLabelText('Max price ($)'), '99');
    expect(cardTitles()).toEqual(['Kandyan Hills Lodge']);

    await user.clear(screen.getByLabelText('Max price ($)'));
    await user.type(screen.getByLabelText('Min price ($)'), '160');
    expect(cardTitles()).toEqual(['Galle Face Ocean Suites', 'Fort Ramparts']);
    await user.type(screen.getByLabelText('Max price ($)'), '160');
    expect(cardTitles()).toEqual(['Fort Ramparts']);
    expect(currentUrl()).toBe('/browse-hotels?minPrice=160&maxPrice=160');
  });

  it('says so when nothing matches', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    await user.type(screen.getByLabelText('Search by name or location'), 'Jaffna');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No hotels found matching your criteria.')).toBeInTheDocument();
  });

  it('opens with the search of a shared link or a hero, and Book Now carries dates and guests', async () => {
    setup('/browse-hotels?q=colombo&checkIn=2030-03-12&checkOut=2030-03-14&guests=2&rooms=1');
    const card = await screen.findByRole('article', { name: 'Galle Face Ocean Suites' });
    expect(cardTitles()).toEqual(['Galle Face Ocean Suites']);
    expect(screen.getByLabelText('Search by name or location')).toHaveValue('colombo');
    expect(screen.getByText(/Your stay: 2030-03-12 to 2030-03-14 · 2 guests · 1 room/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /book now/i })).toHaveAttribute(
      'href',
      '/booking?checkIn=2030-03-12&checkOut=2030-03-14&guests=2&hotelId=h2',
    );
  });

  it('remembers a finished search for the dashboard, newest first', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    const box = screen.getByLabelText('Search by name or location');
    await user.type(box, 'Galle{Enter}');
    await user.clear(box);
    await user.type(box, 'Kandy');
    await user.tab();
    const kept = JSON.parse(localStorage.getItem('recent-searches')!) as { query: string; at: string }[];
    expect(kept.map((search) => search.query)).toEqual(['Kandy', 'Galle']);
    expect(Number.isNaN(Date.parse(kept[0]!.at))).toBe(false);
  });

  it('stays light with 5,000 hotels: a page of cards at a time', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      makeHotel({ id: `h${index}`, title: `Hotel ${index}`, location: index % 2 ? 'Kandy' : 'Galle', price: index % 300 }),
    );
    const { user } = setup('/browse-hotels', many);
    expect(await screen.findByText('5000 hotels found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await user.type(screen.getByLabelText('Search by name or location'), 'kandy');
    expect(screen.getByText('2500 hotels found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /show more hotels/i }));
    expect(screen.getAllByRole('article')).toHaveLength(48);
  });

  it('shows the empty state when the hotels cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    renderPage(<BrowseHotelsPage />, '/browse-hotels');
    expect(await screen.findByText('No hotels found matching your criteria.')).toBeInTheDocument();
  });
});
