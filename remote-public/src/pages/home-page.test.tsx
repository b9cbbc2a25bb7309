import { screen, within } from '@testing-library/react';
import { apiClient, createTranslator, type Hotel } from '@ceylon/shared';
import { pageCatalog } from '@ceylon/shared/page-catalog';
import sharedEnglish from '@ceylon/shared/locales/en.json';
import { makeHotel, ok, pagedHotels, renderPage } from '@ceylon/shared/testing';
import publicEnglish from '../locales/en.json';
import pageTexts from '../locales/page-texts.json';
import HomePage from './home-page';

/** A listed hotel, named by its place in the list. */
const listed = (index: number) => makeHotel(`h${index}`, { title: `Hotel ${index}` });

/** The hotels, paged as the API pages them; of the destinations' towns, those with hotels (`withHotels` slugs). */
function serve(hotels: Hotel[], withHotels: string[] = []) {
  const hotelPages = pagedHotels(hotels);
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: { params?: unknown }) => {
    if (url !== '/destinations') return hotelPages(url, config);
    const asked = String((config?.params as { towns?: string } | undefined)?.towns ?? '').split(',');
    const towns = asked
      .filter((slug) => withHotels.includes(slug))
      .map((slug) => ({ slug, name: slug, hotelCount: 2, lastmod: '2026-01-01T00:00:00.000Z' }));
    return Promise.resolve(ok({ towns }));
  });
}
/** The hotel reads the page made, in order. */
const asked = (get: ReturnType<typeof serve>) =>
  get.mock.calls.filter(([path]) => path === '/hotels').map(([path, config]) => `${path}?${String(config?.params)}`);
const hotelCards = () => within(screen.getByRole('region', { name: 'Featured Hotels' })).queryAllByRole('article');

afterEach(() => jest.restoreAllMocks());

describe('Home page texts', () => {
  it('draws only the English its build carries: the groups page-texts.json lists for it', async () => {
    // The translator of `/`: the home page's share of the area's texts. Of @ceylon/shared's, only
    // the first part comes with the shell (decision 0038); its components say it themselves, and
    // say loudly any other they are asked for.
    const i18n = createTranslator('en', [pageCatalog(publicEnglish, pageTexts.home, 'en.json')]);
    const missing: string[] = [];
    i18n.on('missing', ({ id }) => missing.push(id));
    const loud = jest.spyOn(console, 'error');
    serve(
      Array.from({ length: 30 }, (_, index) => listed(index + 1)),
      ['galle'],
    );
    const { user } = renderPage(<HomePage />, { i18n });
    await screen.findByRole('heading', { name: 'Hotel 1' });
    await user.click(screen.getByRole('button', { name: 'View All Hotels' }));
    await user.click(await screen.findByRole('button', { name: 'Show more hotels' }));
    await screen.findByRole('heading', { name: 'Hotel 30' });
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Discover your perfect stay in Sri Lanka');
    expect(missing).toEqual([]);
    expect(loud).not.toHaveBeenCalled();
  });

  it('finds a missing text (the check above can fail)', async () => {
    const i18n = createTranslator('en', [sharedEnglish, pageCatalog(publicEnglish, ['public.hero'], 'en.json')]);
    const missing: string[] = [];
    i18n.on('missing', ({ id }) => missing.push(id));
    serve([listed(1)]);
    renderPage(<HomePage />, { i18n });
    await screen.findByRole('heading', { name: 'Hotel 1' });
    expect(missing).toContain('public.featured.title');
  });
});

describe('Home page', () => {
  it('fetches only the four it shows, with no toggle when there are four', async () => {
    const get = serve([1, 2, 3, 4].map(listed));
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Hotel 4' })).toBeInTheDocument();
    expect(asked(get)).toEqual(['/hotels?limit=4']);
    expect(hotelCards()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'View All Hotels' })).not.toBeInTheDocument();
  });

  it('toggles between four and all hotels when there are more than four, fetching the rest page by page', async () => {
    const get = serve(Array.from({ length: 30 }, (_, index) => listed(index + 1)));
    const { user } = renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Hotel 1' });
    expect(hotelCards()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'View All Hotels' }));
    expect(await screen.findByRole('heading', { name: 'Hotel 24' })).toBeInTheDocument();
    expect(hotelCards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more hotels' }));
    expect(await screen.findByRole('heading', { name: 'Hotel 30' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more hotels' })).not.toBeInTheDocument();
    expect(asked(get)).toEqual(['/hotels?limit=4', '/hotels?limit=20&cursor=4', '/hotels?limit=20&cursor=24']);
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(hotelCards()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'View All Hotels' }));
    expect(hotelCards()).toHaveLength(30);
    expect(asked(get)).toHaveLength(3);
  });

  it('shows a card with its picture, badge, owner, place, stars, price and Book It to the booking form', async () => {
    serve([
      makeHotel('h7', {
        title: 'Lakeside Kandy',
        location: 'Kandy',
        price: 145.5,
        rating: 4.8,
        bestSeller: true,
        creator: { id: 'o1', firstName: 'Kamal', lastName: 'Perera' },
      }),
    ]);
    const { user, router } = renderPage(<HomePage />);
    const card = await screen.findByRole('article', { name: 'Lakeside Kandy' });
    expect(within(card).getByRole('img', { name: 'Lakeside Kandy, Kandy' })).toHaveAttribute('src', '/api/assets/hotels/h7.svg');
    expect(within(card).getByText('Best Seller')).toBeInTheDocument();
    expect(within(card).getByText('Owned by Kamal')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('$145.50')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: /Book It/ }));
    expect(router.path).toBe('/booking?hotelId=h7');
  });

  it('shows a loading state, then an empty one when the hotels cannot be loaded', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<HomePage />);
    expect(screen.getByText('Loading hotels…')).toBeInTheDocument();
    expect(await screen.findByText(/no hotels to show yet/i)).toBeInTheDocument();
  });

  it('takes the hero search to Browse Hotels with the search carried over', async () => {
    serve([]);
    const { user, router } = renderPage(<HomePage />);
    const search = screen.getByRole('search', { name: 'Find a hotel' });
    await user.type(within(search).getByLabelText('Hotels'), 'Ella');
    await user.type(within(search).getByLabelText('Check In'), '2031-03-01');
    await user.type(within(search).getByLabelText('Check Out'), '2031-03-04');
    await user.selectOptions(within(search).getByLabelText('Guests'), '3');
    await user.selectOptions(within(search).getByLabelText('Rooms'), '2');
    await user.click(within(search).getByRole('button', { name: 'BOOK NOW' }));
    expect(router.path).toBe('/browse-hotels?q=Ella&checkIn=2031-03-01&checkOut=2031-03-04&guests=3&rooms=2');
  });

  it('shows the loyalty block, six destinations and three testimonials', async () => {
    serve([]);
    const { user, router } = renderPage(<HomePage />);
    for (const place of ['Kandy', 'Colombo', 'Galle', 'Hikkaduwa', 'Yala', 'Jaffna']) {
      expect(screen.getByRole('heading', { name: place })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: `Illustration of ${place}` })).toBeInTheDocument();
    }
    const stories = screen.getByRole('region', { name: 'What our guests say' });
    expect(within(stories).getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByText('4.9/5')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'JOIN NOW' }));
    expect(router.path).toBe('/registration');
  });

  it('links a destination to its town’s page when the town has hotels, and leaves the others as they are', async () => {
    const get = serve([], ['kandy', 'galle']);
    const { user, router } = renderPage(<HomePage />);
    const destinations = screen.getByRole('region', { name: 'Popular destinations' });
    const kandy = await within(destinations).findByRole('link', { name: 'Kandy' });
    expect(within(destinations).getByRole('link', { name: 'Galle' })).toHaveAttribute('href', '/destinations/galle');
    expect(within(destinations).getAllByRole('link')).toHaveLength(2);
    expect(within(destinations).getByRole('heading', { name: 'Colombo' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/destinations', {
      params: { towns: 'kandy,colombo,galle,hikkaduwa,yala,jaffna' },
      signal: expect.any(AbortSignal),
    });
    await user.click(kandy);
    expect(router.path).toBe('/destinations/kandy');
  });
});
