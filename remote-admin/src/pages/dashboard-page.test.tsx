import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { makeBooking, makeDashboard, makeHotel, makeUser, renderPage, routeGets, signInAs, signOut } from '@ceylon/shared/testing';
import DashboardPage from './dashboard-page';

const BANNER = 'Failed to load dashboard data. Please check your connection and make sure you have admin privileges.';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeEach(() => {
  signInAs('admin');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const figure = (name: string) => screen.getByText(name).nextElementSibling;
const list = (name: string) => screen.getByRole('region', { name });

it('shows the totals, revenue, average rating, booking rate and quick actions', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/users': { data: [makeUser('1'), makeUser('2'), makeUser('3')] },
      '/hotels': { data: [makeHotel('a', { rating: 4.5 }), makeHotel('b', { rating: 4 }), makeHotel('c', { rating: 3.8 })] },
      '/all-bookings': {
        data: [
          makeBooking('1', { totalPrice: 1000, status: 'confirmed' }),
          makeBooking('2', { totalPrice: 250.5, status: 'completed' }),
          makeBooking('3', { totalPrice: 10, status: undefined }),
          makeBooking('4', { totalPrice: 999, status: 'pending' }),
          makeBooking('5', { totalPrice: 999, status: 'cancelled' }),
        ],
      },
    }),
  );
  renderPage(<DashboardPage />);

  expect(await screen.findByText('Total Users')).toBeInTheDocument();
  expect(figure('Total Users')).toHaveTextContent('3');
  expect(figure('Total Hotels')).toHaveTextContent('3');
  expect(figure('Total Bookings')).toHaveTextContent('5');
  expect(figure('Total Revenue')).toHaveTextContent('$1,260.50');
  expect(figure('Average Rating')).toHaveTextContent('4.1');
  expect(figure('Booking Rate')).toHaveTextContent('167%');
  expect(screen.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin/UserManagement');
  expect(screen.getByRole('link', { name: 'Manage Hotels' })).toHaveAttribute('href', '/admin/HotelManagement');
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
});

it('lists the 5 newest users, hotels and bookings with relative times and status badges', async () => {
  const users = [1, 2, 3, 4, 5, 6].map((n) => makeUser(String(n), { firstName: `User${n}`, lastName: 'X', createdAt: minutesAgo(n) }));
  jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/users': { data: users },
      '/hotels': { data: [makeHotel('a', { title: 'Old Fort', createdAt: '2020-02-03T10:00:00Z' })] },
      '/all-bookings': {
        data: [
          makeBooking('b1', { status: 'completed', createdAt: minutesAgo(120) }),
          makeBooking('b2', { status: undefined, createdAt: minutesAgo(60 * 24 * 2) }),
        ],
      },
    }),
  );
  renderPage(<DashboardPage />);

  await screen.findByText('Total Users');
  const recentUsers = within(list('Recent Users')).getAllByRole('listitem');
  expect(recentUsers).toHaveLength(5);
  expect(recentUsers[0]).toHaveTextContent('User1 X');
  expect(recentUsers[0]).toHaveTextContent('1 minute ago');
  expect(list('Recent Users')).not.toHaveTextContent('User6');

  expect(list('Recent Hotels')).toHaveTextContent('Old Fort');
  expect(list('Recent Hotels')).toHaveTextContent('Feb 3, 2020');

  const bookings = within(list('Recent Bookings')).getAllByRole('listitem');
  expect(bookings[0]).toHaveTextContent('2 hours ago');
  expect(within(bookings[0]!).getByText('Completed')).toHaveAttribute('data-tone', 'info');
  expect(bookings[1]).toHaveTextContent('2 days ago');
  expect(within(bookings[1]!).getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
});

it('falls back to my bookings when all bookings fails', async () => {
  const get = jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/users': { data: [makeUser('1')] },
      '/hotels': { data: [] },
      '/all-bookings': new Error('403'),
      '/my-bookings': { data: [makeBooking('m1', { totalPrice: 42 })] },
    }),
  );
  renderPage(<DashboardPage />);

  await screen.findByText('Total Users');
  expect(get).toHaveBeenCalledWith('/my-bookings', expect.anything());
  expect(figure('Total Bookings')).toHaveTextContent('1');
  expect(figure('Total Revenue')).toHaveTextContent('$42.00');
});

it("takes bookings from the hotels, with each hotel's title, when both booking calls fail or are empty", async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/users': { data: [makeUser('1'), makeUser('2')] },
      '/hotels': {
        data: [
          makeHotel('h9', {
            title: 'Galle Fort House',
            bookings: [makeBooking('x', { totalPrice: 300, hotel: undefined as never, createdAt: minutesAgo(5) })],
          }),
        ],
      },
      '/all-bookings': { data: [] },
      '/my-bookings': new Error('boom'),
    }),
  );
  renderPage(<DashboardPage />);

  await screen.findByText('Total Users');
  expect(figure('Total Bookings')).toHaveTextContent('1');
  expect(figure('Booking Rate')).toHaveTextContent('50%');
  expect(list('Recent Bookings')).toHaveTextContent('Galle Fort House');
});

it('tolerates failed users and hotels calls as empty, without the banner', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/users': new Error('down'),
      '/hotels': new Error('down'),
      '/all-bookings': { data: [makeBooking('1')] },
    }),
  );
  renderPage(<DashboardPage />);

  await screen.findByText('Total Users');
  expect(figure('Total Users')).toHaveTextContent('0');
  expect(figure('Booking Rate')).toHaveTextContent('0%');
  expect(figure('Average Rating')).toHaveTextContent('0.0');
  expect(screen.getByText('No users yet.')).toBeInTheDocument();
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
});

it('shows the red banner when nothing can be loaded, and refresh tries again', async () => {
  const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
  const { user } = renderPage(<DashboardPage />);

  expect(await screen.findByRole('alert')).toHaveTextContent(BANNER);

  get.mockImplementation(
    routeGets({
      '/users': { data: [makeUser('1')] },
      '/hotels': { data: [] },
      '/all-bookings': { data: [] },
      '/my-bookings': { data: [] },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Refresh' }));

  expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  expect(figure('Total Users')).toHaveTextContent('1');
});

it('draws the charts over every hotel, each with its table', async () => {
  const months = makeDashboard().months.map((month, i) =>
    i === 0 ? { ...month, occupancy: 0.5, bookedRoomNights: 150, revenueCents: 99_950 } : month,
  );
  const get = jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/users': { data: [makeUser('1')] },
      '/hotels': { data: [makeHotel('a')] },
      '/all-bookings': { data: [makeBooking('1')] },
      '/dashboard': { data: makeDashboard({ hotels: 12, months }) },
    }),
  );
  renderPage(<DashboardPage />);

  const occupancy = await screen.findByRole('table', { name: 'Occupancy by month, all hotels' });
  expect(get).toHaveBeenCalledWith('/dashboard', undefined);
  expect(within(occupancy).getAllByRole('row')[1]).toHaveTextContent(/Apr 2025.*50\.0%.*150.*300.*No/);
  expect(within(screen.getByRole('table', { name: 'Revenue by month, all hotels' })).getAllByRole('row')[1]).toHaveTextContent('$999.50');
  expect(screen.getByRole('table', { name: 'Bookings made per week, all hotels' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /Bookings made per week: bar chart/ })).toBeInTheDocument();
  // The admin dashboard has no arrivals lists: those are the owner's.
  expect(screen.queryByRole('heading', { name: /Arriving today/ })).not.toBeInTheDocument();
});

it('says so when the charts cannot be loaded, and keeps the rest', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/users': { data: [makeUser('1')] },
      '/hotels': { data: [] },
      '/all-bookings': { data: [] },
      '/my-bookings': { data: [] },
    }),
  );
  renderPage(<DashboardPage />);

  expect(await screen.findByText('The charts could not be loaded.')).toBeInTheDocument();
  expect(figure('Total Users')).toHaveTextContent('1');
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
});

it('draws itself in Sinhala on /si/admin', async () => {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(
      routeGets({ '/users': { data: [makeUser('1')] }, '/hotels': { data: [makeHotel('a')] }, '/all-bookings': { data: [] } }),
    );
  renderPage(<DashboardPage />, { language: 'si' });

  expect(await screen.findByRole('heading', { level: 1, name: 'පරිපාලක උපකරණ පුවරුව' })).toBeInTheDocument();
  expect(await screen.findByText('මුළු පරිශීලකයන්')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'යළි පූරණය කරන්න' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'පරිශීලකයන් කළමනාකරණය' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'නව වෙන්කිරීම්' })).toHaveTextContent('තවම වෙන්කිරීම් නැත.');
  expect(screen.getByRole('button', { name: 'සොයන්න' })).toBeInTheDocument();
});
