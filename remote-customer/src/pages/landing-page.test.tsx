import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, sessionStore } from '@ceylon/shared';
import { makeHotel, ok, traveller } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import LandingPage from './landing-page';

const hotels = Array.from({ length: 6 }, (_, index) =>
  makeHotel({ id: `h${index + 1}`, title: `Hotel ${index + 1}`, location: index % 2 ? 'Galle' : 'Kandy', bestSeller: index === 0 }),
);

const NOW = new Date('2030-03-10T06:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  sessionStore.login(traveller, 'jwt-1');
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok(hotels));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStore.logout();
});

describe('Customer landing page', () => {
  it('shows the featured hotels, four at first, with Book Now to the booking form', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<LandingPage />, '/HomeUser');
    const featured = screen.getByRole('region', { name: 'Featured Hotels' });
    expect(await within(featured).findAllByRole('article')).toHaveLength(4);
    const first = within(featured).getByRole('article', { name: 'Hotel 1' });
    expect(within(first).getByText('Best Seller')).toBeInTheDocument();
    expect(within(first).getByText('Owned by Sunil')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /book now/i })).toHaveAttribute('href', '/booking?hotelId=h1');
    await user.click(within(featured).getByRole('button', { name: 'View All Hotels' }));
    expect(within(featured).getAllByRole('article')).toHaveLength(6);
    expect(within(featured).getByRole('button', { name: 'View Less' })).toBeInTheDocument();
  });

  it('has member benefits and guest testimonials', async () => {
    renderPage(<LandingPage />, '/HomeUser');
    expect(screen.getByRole('heading', { name: 'Member benefits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What our guests say' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    await screen.findAllByRole('article');
  });

  it('BOOK NOW searches Browse Hotels with the place, dates, guests and rooms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<LandingPage />, '/HomeUser');
    await screen.findAllByRole('article');
    const search = screen.getByRole('search', { name: 'Find a hotel' });
    expect(within(search).getAllByRole('option', { name: /^\d$/ }).length).toBe(5 + 4);
    await user.selectOptions(within(search).getByLabelText('Hotels'), 'Galle');
    await user.type(within(search).getByLabelText('Check In'), '2030-03-12');
    await user.type(within(search).getByLabelText('Check Out'), '2030-03-14');
    await user.selectOptions(within(search).getByLabelText('Guests'), '3');
    await user.selectOptions(within(search).getByLabelText('Rooms'), '2');
    await user.click(within(search).getByRole('button', { name: 'BOOK NOW' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/browse-hotels?q=Galle&checkIn=2030-03-12&checkOut=2030-03-14&guests=3&rooms=2',
    );
    expect(JSON.parse(localStorage.getItem('recent-searches')!)[0].query).toBe('Galle');
  });

  it('opens on the hero, before anything else on the page', async () => {
    renderPage(<LandingPage />, '/HomeUser');
    const hero = screen.getByRole('region', { name: /welcome back, nimal/i });
    expect(hero).toBe(screen.getByTestId('current-url').parentElement?.firstElementChild);
    await screen.findAllByRole('article');
  });
});
