import { act, screen, within } from '@testing-library/react';
import { apiClient, type Hotel } from '@ceylon/shared';
import { makeHotel, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import BrowseHotelsPage from './browse-hotels-page';

const hotels: Hotel[] = [
  makeHotel('h1', { title: 'Temple Lake Residence', location: 'Kandy', price: 120, rating: 4.7, bestSeller: true }),
  makeHotel('h2', { title: 'Galle Face Ocean Suites', location: 'Colombo', price: 185 }),
];

interface Reply {
  hotels?: Hotel[];
  total?: number;
  capped?: boolean;
  next?: string;
  /** The answer to GET /hotels/nearest-dates. */
  nearest?: { checkIn: string; checkOut: string } | null;
}

/** An API answer as axios gives it, with the search's headers. */
const answer = (data: unknown, headers: Record<string, string> = {}) => ({ data, status: 200, headers });

/** The API: every GET is recorded with its query; `reply` answers by query (default: both hotels). */
function serve(reply: (query: URLSearchParams, path: string) => Reply | Promise<Reply> = () => ({})) {
  const asked: { path: string; query: string; signal: AbortSignal }[] = [];
  jest.spyOn(apiClient, 'get').mockImplementation(async (path, config) => {
    const query = new URLSearchParams(config?.params as URLSearchParams);
    asked.push({ path, query: query.toString(), signal: config!.signal as AbortSignal });
    const { hotels: list = hotels, total = list.length, capped, next, nearest = null } = await reply(query, path);
    if (path === '/hotels/nearest-dates') return answer(nearest);
    return answer(list, {
      'x-total-count': String(total),
      ...(capped ? { 'x-total-count-capped': 'true' } : {}),
      ...(next ? { 'x-next-cursor': next } : {}),
    });
  });
  return asked;
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
/** Lets the answers in flight arrive. */
const quiet = () => act(() => jest.advanceTimersByTimeAsync(0));
const open = (route = '/browse-hotels') => renderPage(<BrowseHotelsPage />, { route, fakeTimers: true });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2030-03-10T06:00:00Z') });
  signInAs('user');
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  signOut();
});

describe('Browse Hotels', () => {
  it('lists the first page with image, Best Seller, price per night, rating and Book Now', async () => {
    const asked = serve();
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels…');
    const card = await screen.findByRole('article', { name: 'Temple Lake Residence' });
    expect(asked).toMatchObject([{ path: '/hotels', query: 'limit=12' }]);
    expect(cardTitles()).toHaveLength(2);
    expect(screen.getByText('2 hotels found')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Temple Lake Residence, Kandy' })).toHaveAttribute('width');
    expect(within(card).getByText('Best Seller')).toBeInTheDocument();
    expect(within(card).getByText('$120.00')).toBeInTheDocument();
    expect(within(card).getByText(/\/ night/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5' })).toHaveTextContent('4.7');
    expect(within(card).getByRole('link', { name: /book now/i })).toHaveAttribute('href', '/booking?hotelId=h1');
  });

  it('asks as the text changes, cancels every older request, keeps the search in the URL and shows what the API found', async () => {
    const asked = serve((query) => ({ hotels: query.get('q') === 'KANDY' ? [hotels[0]!] : hotels }));
    const { user, router } = open();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    await user.type(screen.getByLabelText('Search by name or location'), 'KANDY');
    expect(router.path).toBe('/browse-hotels?q=KANDY');
    await quiet();
    const queries = asked.map((call) => call.query);
    expect(queries[0]).toBe('limit=12');
    expect(queries.at(-1)).toBe('q=KANDY&limit=12');
    // Every request between the first list and the last keystroke was cancelled.
    expect(asked.slice(1, -1).every((call) => call.signal.aborted)).toBe(true);
    expect(cardTitles()).toEqual(['Temple Lake Residence']);
    expect(screen.getByText('1 hotel found').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('cancels an older search, so a late answer never replaces a newer one', async () => {
    const late = new Map<string, (reply: Reply) => void>();
    const asked = serve((query) => (query.has('q') ? new Promise<Reply>((resolve) => late.set(query.get('q')!, resolve)) : {}));
    const { user } = open();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    const box = screen.getByLabelText('Search by name or location');
    await user.type(box, 'galle');
    await quiet();
    await user.type(box, ' face');
    await quiet();
    const queries = asked.map((call) => call.query);
    expect(queries).toContain('q=galle&limit=12');
    expect(queries.at(-1)).toBe('q=galle+face&limit=12');
    expect(asked[queries.indexOf('q=galle&limit=12')]!.signal.aborted).toBe(true);
    await act(async () => late.get('galle face')!({ hotels: [hotels[1]!] }));
    await quiet();
    expect(cardTitles()).toEqual(['Galle Face Ocean Suites']);
    await act(async () => late.get('galle')!({ hotels: [hotels[0]!, hotels[1]!] }));
    await quiet();
    expect(cardTitles()).toEqual(['Galle Face Ocean Suites']);
  });

  it('says when the min price is above the max price, and asks nothing', async () => {
    const asked = serve();
    const { user, router } = open();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    await user.type(screen.getByLabelText('Min price ($)'), '160');
    await quiet();
    const before = asked.length;
    expect(asked.at(-1)!.query).toBe('minPrice=160&limit=12');
    await user.type(screen.getByLabelText('Max price ($)'), '99');
    await quiet();
    expect(screen.getByRole('alert')).toHaveTextContent('Max price must be at least the min price');
    expect(screen.getByLabelText('Max price ($)')).toHaveAccessibleDescription('Max price must be at least the min price');
    expect(asked).toHaveLength(before);
    expect(router.path).toBe('/browse-hotels?minPrice=160&maxPrice=99');

    await user.type(screen.getByLabelText('Max price ($)'), '9');
    await quiet();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked.map((call) => call.query).slice(before)).toEqual(['minPrice=160&maxPrice=999&limit=12']);
  });

  it('says so when nothing matches', async () => {
    serve((query) => ({ hotels: query.has('q') ? [] : hotels }));
    const { user } = open();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    await user.type(screen.getByLabelText('Search by name or location'), 'Jaffna');
    await quiet();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No hotels found matching your criteria.')).toBeInTheDocument();
  });

  it('opens with the stay of a hero search: totals, rooms left, and Book Now carries the stay', async () => {
    const asked = serve(() => ({
      hotels: [{ ...hotels[1]!, availableRooms: 2, stayTotal: 1110 }],
    }));
    open('/browse-hotels?q=colombo&checkIn=2030-03-12&checkOut=2030-03-15&guests=2&rooms=1');
    const card = await screen.findByRole('article', { name: 'Galle Face Ocean Suites' });
    expect(asked[0]!.query).toBe('q=colombo&checkIn=2030-03-12&checkOut=2030-03-15&guests=2&rooms=1&limit=12');
    expect(screen.getByLabelText('Search by name or location')).toHaveValue('colombo');
    expect(screen.getByLabelText('Check-in')).toHaveValue('2030-03-12');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    expect(screen.getByText(/Your stay: 2030-03-12 to 2030-03-15 · 2 guests · 1 room/)).toBeInTheDocument();
    expect(within(card).getByText('$1,110.00 for 3 nights')).toBeInTheDocument();
    expect(within(card).getByText('Only 2 rooms left')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /book now/i })).toHaveAttribute(
      'href',
      '/booking?checkIn=2030-03-12&checkOut=2030-03-15&guests=2&rooms=1&hotelId=h2',
    );
  });

  it('offers the nearest dates with rooms when the stay finds nothing', async () => {
    const asked = serve((query) => ({
      hotels: query.get('checkIn') === '2030-03-12' ? [] : [{ ...hotels[0]!, availableRooms: 9, stayTotal: 240 }],
      nearest: { checkIn: '2030-03-14', checkOut: '2030-03-16' },
    }));
    const { user, router } = open('/browse-hotels?checkIn=2030-03-12&checkOut=2030-03-14&rooms=3');
    expect(await screen.findByText('No hotels found matching your criteria.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '2030-03-14 to 2030-03-16' }));
    expect(asked[1]).toMatchObject({ path: '/hotels/nearest-dates', query: 'checkIn=2030-03-12&checkOut=2030-03-14&rooms=3' });
    expect(router.path).toBe('/browse-hotels?checkIn=2030-03-14&checkOut=2030-03-16&rooms=3');
    await quiet();
    const card = screen.getByRole('article', { name: 'Temple Lake Residence' });
    expect(within(card).getByText('$240.00 for 2 nights')).toBeInTheDocument();
    expect(within(card).queryByText(/rooms? left/)).not.toBeInTheDocument();
  });

  it('counts every match and shows more a page at a time on the cursor', async () => {
    const page = (from: number) =>
      Array.from({ length: 12 }, (_, index) => makeHotel(`h${from + index}`, { title: `Hotel ${from + index}` }));
    const asked = serve((query) =>
      query.get('cursor') === 'c2' ? { hotels: page(12), next: 'c3' } : { hotels: page(0), total: 950, next: 'c2' },
    );
    const { user } = open('/browse-hotels?sort=price-asc');
    expect(await screen.findByText('950 hotels found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more hotels (938 more)' }));
    expect(await screen.findByRole('article', { name: 'Hotel 23' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(asked.map((call) => call.query)).toEqual(['sort=price-asc&limit=12', 'sort=price-asc&limit=12&cursor=c2']);
  });

  it('says "1,000+" when the API counted only its first thousand matches', async () => {
    serve(() => ({ hotels, total: 1000, capped: true, next: 'c2' }));
    open();
    expect(await screen.findByText('1,000+ hotels found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more hotels' })).toBeInTheDocument();
  });

  it('sorts as chosen, keeping the order in the URL', async () => {
    const asked = serve();
    const { user, router } = open();
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Rating');
    await quiet();
    expect(router.path).toBe('/browse-hotels?sort=rating');
    expect(asked.map((call) => call.query)).toEqual(['limit=12', 'sort=rating&limit=12']);
  });

  it('remembers a finished search for the dashboard, newest first', async () => {
    serve();
    const { user } = open();
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

  it('shows the empty state when the hotels cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    open();
    expect(await screen.findByText('No hotels found matching your criteria.')).toBeInTheDocument();
  });
});

describe('Browse Hotels in Sinhala and Tamil', () => {
  it('draws the search and the results in Sinhala, with the hotels as their owners wrote them', async () => {
    serve();
    renderPage(<BrowseHotelsPage />, { route: '/browse-hotels', fakeTimers: true, language: 'si' });
    expect(screen.getByRole('status')).toHaveTextContent('හෝටල් පූරණය වෙමින්…');
    await screen.findByRole('article', { name: 'Temple Lake Residence' });
    expect(screen.getByRole('heading', { level: 1, name: 'හෝටල් පිරික්සන්න' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'හෝටල් සොයන්න' });
    expect(within(search).getByRole('searchbox', { name: 'නමින් හෝ ස්ථානයෙන් සොයන්න' })).toHaveAttribute('name', 'q');
    const guests = within(search).getByRole('combobox', { name: 'අමුත්තන්' });
    // Its name in the form stays the same in every language.
    expect(guests).toHaveAttribute('name', 'guests');
    expect(within(guests).getAllByRole('option')[1]).toHaveTextContent('අමුත්තන් 2');
    expect(within(search).getByRole('option', { name: 'මිල: අඩු සිට වැඩි' })).toBeInTheDocument();
    expect(screen.getByText('හෝටල් 2ක් හමු විය')).toBeInTheDocument();
  });

  it('counts with Tamil plurals and says the price problem in Tamil', async () => {
    serve(() => ({ hotels: [hotels[0]!] }));
    const { user } = renderPage(<BrowseHotelsPage />, { route: '/browse-hotels?minPrice=200', fakeTimers: true, language: 'ta' });
    expect(await screen.findByText('1 ஹோட்டல் கிடைத்தது')).toBeInTheDocument();
    const rooms = screen.getByRole('combobox', { name: 'அறைகள்' });
    expect(rooms).toHaveAttribute('name', 'rooms');
    expect(
      within(rooms)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 2),
    ).toEqual(['1 அறை', '2 அறைகள்']);
    await user.type(screen.getByRole('spinbutton', { name: 'அதிகபட்ச விலை ($)' }), '100');
    expect(screen.getByRole('alert')).toHaveTextContent('அதிகபட்ச விலை குறைந்தபட்ச விலைக்குக் குறையாமல் இருக்க வேண்டும்');
  });
});
