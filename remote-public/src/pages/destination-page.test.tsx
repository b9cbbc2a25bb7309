import { screen, within } from '@testing-library/react';
import { apiClient, type DestinationPage as Town } from '@ceylon/shared';
import { apiError, makeHotel, ok, renderPage } from '@ceylon/shared/testing';
import DestinationPage from './destination-page';

/** Kandy with `count` hotels, 24 a page: the `page`-th page, its hotels named by their place in the town. */
function kandy(page: number, count = 60): Town {
  const pageCount = Math.ceil(count / 24);
  const first = (page - 1) * 24;
  const hotels = Array.from({ length: Math.min(24, count - first) }, (_, i) =>
    makeHotel(`k${first + i + 1}`, { title: `Kandy Hotel ${first + i + 1}`, location: 'Kandy' }),
  );
  return { slug: 'kandy', name: 'Kandy', hotelCount: count, page, pageSize: 24, pageCount, hotels };
}

/** Answers GET /destinations/:slug from `towns` (by slug, then page), else 404 as the API does. */
function serve(towns: Record<string, (page: number) => Town>) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: { params?: unknown }) => {
    const slug = url.replace('/destinations/', '');
    const town = towns[slug]?.((config?.params as { page?: number } | undefined)?.page ?? 1);
    if (!town || town.page > town.pageCount) return Promise.reject(apiError(404, 'Town not found'));
    return Promise.resolve(ok(town));
  });
}

const open = (route: string) => renderPage(<DestinationPage />, { route, path: '/destinations/:town' });
const pager = () => screen.getByRole('navigation', { name: 'Pages of hotels in Kandy' });

afterEach(() => jest.restoreAllMocks());

describe('A town’s page', () => {
  it('names the town, counts its hotels and shows each with its price and guest score, the name leading to its page', async () => {
    serve({
      kandy: () => ({
        ...kandy(1, 2),
        hotels: [
          makeHotel('h7', { title: 'Lakeside Kandy', location: 'Kandy', price: 145.5, guestScore: 8.6, reviewCount: 12 }),
          makeHotel('h8', { title: 'Hill Bungalow', location: 'kandy', price: 60 }),
        ],
      }),
    });
    const { user, router } = open('/destinations/kandy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Kandy' })).toBeInTheDocument();
    expect(document.title).toBe('Hotels in Kandy | Ceylon Stays');
    expect(screen.getByRole('heading', { level: 2, name: '2 hotels' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Lakeside Kandy' });
    expect(within(card).getByText('$145.50')).toBeInTheDocument();
    expect(within(card).getByText('Guest score 8.6 · 12 reviews')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Hill Bungalow' })).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Book It/ })).toHaveAttribute('href', '/booking?hotelId=h7');
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of hotels in Kandy' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Lakeside Kandy' }));
    expect(router.path).toBe('/hotels/h7');
  });

  it('leads home and to the destinations with breadcrumbs', async () => {
    serve({ kandy: (page) => kandy(page, 3) });
    open('/destinations/kandy');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/attractions');
    expect(within(crumbs).getByText('Kandy')).toHaveAttribute('aria-current', 'page');
  });

  it('pages with real links, the current page marked, and goes on to the next page from the top of its list', async () => {
    const get = serve({ kandy: (page) => kandy(page) });
    const { user, router } = open('/destinations/kandy?page=2');
    expect(await screen.findByRole('heading', { level: 2, name: '60 hotels · page 2 of 3' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/destinations/kandy', { params: { page: 2 }, signal: expect.any(AbortSignal) });
    expect(document.title).toBe('Hotels in Kandy, page 2 | Ceylon Stays');
    expect(screen.getByRole('article', { name: 'Kandy Hotel 25' })).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/destinations/kandy');
    expect(within(pager()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/destinations/kandy');
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');

    await user.click(within(pager()).getByRole('link', { name: 'Next' }));
    expect(router.path).toBe('/destinations/kandy?page=3');
    const count = await screen.findByRole('heading', { level: 2, name: '60 hotels · page 3 of 3' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(count).toHaveFocus();
    expect(within(pager()).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('reads the town in lower case, as the address is matched whatever its case', async () => {
    const get = serve({ kandy: (page) => kandy(page, 3) });
    open('/destinations/Kandy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Kandy' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/destinations/kandy', expect.anything());
  });

  it.each([
    ['a town with no hotels', '/destinations/atlantis'],
    ['a page past the last', '/destinations/kandy?page=4'],
  ])('shows the site’s not-found page for %s', async (_what, route) => {
    serve({ kandy: (page) => kandy(page) });
    open(route);
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Ceylon Stays');
  });

  it.each([
    ['a page that is not a number', '/destinations/kandy?page=two'],
    ['page 0', '/destinations/kandy?page=0'],
    ['a town that cannot be one', '/destinations/kan_dy'],
  ])('shows the not-found page for %s without asking the API', (_what, route) => {
    const get = serve({ kandy: (page) => kandy(page) });
    open(route);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('says when the hotels could not be loaded, and tries again when asked', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(apiError(503, 'Try again later'));
    get.mockResolvedValueOnce(ok(kandy(1, 3)));
    const { user } = open('/destinations/kandy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The hotels of this town could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Kandy' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('A town’s page in Tamil', () => {
  it('names the town as written, counts its hotels and pages them in Tamil', async () => {
    serve({ kandy: (page) => kandy(page) });
    renderPage(<DestinationPage />, { route: '/destinations/kandy?page=2', path: '/destinations/:town', language: 'ta' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kandy நகரிலுள்ள ஹோட்டல்கள்' })).toBeInTheDocument();
    expect(document.title).toBe('Kandy நகரிலுள்ள ஹோட்டல்கள், பக்கம் 2 | Ceylon Stays');
    expect(screen.getByRole('heading', { level: 2, name: '60 ஹோட்டல்கள் · 3 பக்கங்களில் 2-ஆம் பக்கம்' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Kandy நகர ஹோட்டல்களின் பக்கங்கள்' });
    expect(within(pages).getByRole('link', { name: 'முந்தைய' })).toHaveAttribute('href', '/destinations/kandy');
    expect(within(pages).getByRole('link', { name: 'பக்கம் 3' })).toHaveAttribute('href', '/destinations/kandy?page=3');
    expect(within(screen.getByRole('navigation', { name: 'இருப்பிடப் பாதை' })).getByRole('link', { name: 'முகப்பு' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('says in Sinhala when the hotels cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(503, 'Try again later'));
    renderPage(<DestinationPage />, { route: '/destinations/kandy', path: '/destinations/:town', language: 'si' });
    expect(await screen.findByRole('alert')).toHaveTextContent('මෙම නගරයේ හෝටල් පූරණය කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.');
    expect(screen.getByRole('button', { name: 'නැවත උත්සාහ කරන්න' })).toBeInTheDocument();
  });
});
