import { screen, within } from '@testing-library/react';
import { apiClient, type Destination } from '@ceylon/shared';
import { apiError, ok, renderPage } from '@ceylon/shared/testing';
import BookingsPlaceholderPage from './bookings-placeholder-page';
import DestinationsPage from './destinations-page';
import ServicesPage from './services-page';

const FEATURED = ['Sigiriya', 'Ella', 'Anuradhapura', 'Nuwara Eliya', 'Yala National Park'];

const town = (slug: string, name: string, hotelCount: number): Destination => ({
  slug,
  name,
  hotelCount,
  lastmod: '2026-01-01T00:00:00.000Z',
});
const TOWNS = [town('ella', 'Ella', 3), town('kandy', 'Kandy', 1), town('nuwara-eliya', 'Nuwara Eliya', 12)];

/** GET /destinations as the API answers it: every town with hotels, or those asked about. */
const askedTowns = (config?: { params?: unknown }) => (config?.params as { towns?: string } | undefined)?.towns;

function serveTowns(towns = TOWNS) {
  return jest.spyOn(apiClient, 'get').mockImplementation((_url: string, config?: { params?: unknown }) => {
    const asked = askedTowns(config)?.split(',');
    return Promise.resolve(ok({ towns: asked ? towns.filter((entry) => asked.includes(entry.slug)) : towns }));
  });
}

afterEach(() => jest.restoreAllMocks());

it('lists services 01 to 05, the five destinations, the team and the contact details', async () => {
  serveTowns();
  renderPage(<ServicesPage />, { route: '/services' });
  const services = within(screen.getByRole('region', { name: 'Services' })).getAllByRole('heading', { level: 3 });
  expect(services.map((heading) => heading.textContent)).toEqual([
    '01 Hotel Consultation',
    '02 Hotel Booking',
    '03 Day-Outing Packages',
    '04 Hotel Marketing',
    '05 Transportation Services',
  ]);
  for (const place of FEATURED) expect(screen.getByRole('heading', { name: place })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Meet the team' })).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'hello@ceylonstays.lk' })).toHaveAttribute('href', 'mailto:hello@ceylonstays.lk');
  expect(screen.getByRole('link', { name: '+94 11 234 5678' })).toBeInTheDocument();
  // The featured places where hotels are listed lead to their towns' pages.
  const destinations = screen.getByRole('region', { name: 'Featured destinations' });
  expect(await within(destinations).findByRole('link', { name: 'Nuwara Eliya' })).toHaveAttribute('href', '/destinations/nuwara-eliya');
  expect(within(destinations).getByRole('link', { name: 'Ella' })).toHaveAttribute('href', '/destinations/ella');
  expect(within(destinations).getAllByRole('link')).toHaveLength(2);
});

it('shows the featured destinations on /attractions', () => {
  serveTowns();
  renderPage(<DestinationsPage />, { route: '/attractions' });
  const grid = screen.getByRole('region', { name: 'Destinations' });
  expect(
    within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(FEATURED);
});

it('lists every town with hotels on /attractions, each with its count and linked to its page', async () => {
  serveTowns();
  const { user, router } = renderPage(<DestinationsPage />, { route: '/attractions' });
  const section = screen.getByRole('region', { name: 'Hotels by town' });
  expect(within(section).getByRole('status')).toHaveTextContent('Loading towns…');
  const list = await within(section).findByRole('list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Ella3 hotels', 'Kandy1 hotel', 'Nuwara Eliya12 hotels']);
  await user.click(within(list).getByRole('link', { name: 'Kandy' }));
  expect(router.path).toBe('/destinations/kandy');
});

it('says so when the towns cannot be loaded, and tries again when asked', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const get = serveTowns();
  get.mockImplementation((_url: string, config?: { params?: unknown }) =>
    askedTowns(config) ? Promise.resolve(ok({ towns: [] })) : Promise.reject(apiError(503, 'Try again later')),
  );
  const { user } = renderPage(<DestinationsPage />, { route: '/attractions' });
  const section = screen.getByRole('region', { name: 'Hotels by town' });
  expect(await within(section).findByRole('alert')).toHaveTextContent('The towns could not be loaded. Please try again.');
  get.mockImplementation(() => Promise.resolve(ok({ towns: TOWNS })));
  await user.click(within(section).getByRole('button', { name: 'Try again' }));
  expect(await within(section).findByRole('link', { name: 'Nuwara Eliya' })).toHaveAttribute('href', '/destinations/nuwara-eliya');
});

it('shows a Bookings heading on /bookings', () => {
  renderPage(<BookingsPlaceholderPage />, { route: '/bookings' });
  expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
});

describe('in Sinhala and Tamil', () => {
  it('the services page reads in Tamil; the places keep their names', async () => {
    serveTowns();
    renderPage(<ServicesPage />, { route: '/services', language: 'ta' });
    expect(screen.getByRole('heading', { level: 1, name: 'எங்கள் சேவைகள்' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '01 ஹோட்டல் ஆலோசனை' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sigiriya – ஓவியம்' })).toBeInTheDocument();
    expect(screen.getByText('நேரம்')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'எங்களுக்குச் செய்தி அனுப்புங்கள்' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: 'Nuwara Eliya' })).toHaveAttribute('href', '/destinations/nuwara-eliya');
  });

  it('/attractions counts each town’s hotels in Sinhala', async () => {
    serveTowns();
    renderPage(<DestinationsPage />, { route: '/attractions', language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'විශේෂිත ගමනාන්ත' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'නගරය අනුව හෝටල්' });
    expect(within(section).getByRole('status')).toHaveTextContent('නගර පූරණය වෙමින්…');
    const list = await within(section).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ellaහෝටල් 3', 'Kandyහෝටල් 1', 'Nuwara Eliyaහෝටල් 12']);
  });

  it('/bookings in Tamil leads to the hotels and the bookings', () => {
    renderPage(<BookingsPlaceholderPage />, { route: '/bookings', language: 'ta' });
    expect(screen.getByRole('heading', { level: 1, name: 'முன்பதிவுகள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ஹோட்டல்களைப் பார்வையிடு' })).toHaveAttribute('href', '/browse-hotels');
    expect(screen.getByRole('link', { name: 'என் முன்பதிவுகள்' })).toHaveAttribute('href', '/customer/my-bookings');
  });
});
