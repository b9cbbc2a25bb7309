import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type Dashboard, type Hotel } from '@ceylon/shared';
import { makeBooking, makeDashboard, makeDashboardStay, makeHotel, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import DashboardPage from './dashboard-page';

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const figure = (name: string) => screen.getByText(name).nextElementSibling;

/** Answers the owner's hotels and GET /dashboard (by hotelId: '' for all hotels). */
function answer(hotels: Hotel[] | Error, dashboards: Record<string, Dashboard> = { '': makeDashboard() }) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: { params?: unknown }) => {
    if (url === '/hotels/my-hotels') return hotels instanceof Error ? Promise.reject(hotels) : Promise.resolve(ok(hotels));
    const { hotelId = '' } = (config?.params ?? {}) as { hotelId?: string };
    const dashboard = url === '/dashboard' ? dashboards[hotelId] : undefined;
    return dashboard ? Promise.resolve(ok(dashboard)) : Promise.reject(new Error(`No reply for ${url}`));
  });
}

it('shows total hotels, bookings and the revenue of non-cancelled bookings', async () => {
  const get = answer([
    makeHotel('a', {
      bookings: [makeBooking('1', { totalPrice: 300 }), makeBooking('2', { totalPrice: 999, status: 'cancelled' })],
    }),
    makeHotel('b', { bookings: [makeBooking('3', { totalPrice: 50.5, status: 'completed' })] }),
  ]);
  renderPage(<DashboardPage />);

  expect(await screen.findByText('Total Hotels')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/hotels/my-hotels', expect.anything());
  expect(figure('Total Hotels')).toHaveTextContent('2');
  expect(figure('Total Bookings')).toHaveTextContent('3');
  expect(figure('Total Revenue')).toHaveTextContent('$350.50');
  expect(screen.getByRole('link', { name: 'My Hotels' })).toHaveAttribute('href', '/owner/my-hotels');
  expect(screen.getByRole('link', { name: 'Add Hotel' })).toHaveAttribute('href', '/owner/create-hotel');
});

it('shows zeros when the owner has no hotels or the load fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
  renderPage(<DashboardPage />);

  expect(await screen.findByText('Total Hotels')).toBeInTheDocument();
  expect(figure('Total Hotels')).toHaveTextContent('0');
  expect(figure('Total Revenue')).toHaveTextContent('$0.00');
  expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard’s figures could not be loaded.');
});

it('lists today’s and tomorrow’s stays, tonight’s figures, and each chart as a table', async () => {
  const arriving = makeDashboardStay('a1', {
    guestName: 'Nimali Perera',
    hotelTitle: 'Hotel a',
    reference: 'CS-ARR001',
    rooms: 2,
    guests: 3,
    nights: 4,
  });
  const months = makeDashboard().months.map((month, i) =>
    i === 11 ? { ...month, occupancy: 0.625, bookedRoomNights: 186, sellableRoomNights: 300, revenueCents: 1_234_567 } : month,
  );
  const weeks = makeDashboard().weeks.map((week, i) => (i === 25 ? { ...week, bookings: 7 } : week));
  answer([makeHotel('a')], {
    '': makeDashboard({
      arrivalsToday: { stays: [arriving], total: 1 },
      departuresTomorrow: { stays: [makeDashboardStay('d1')], total: 60 },
      inHouse: { stays: 2, guests: 5, rooms: 3 },
      next30Days: { bookedRoomNights: 45, sellableRoomNights: 300, occupancy: 0.15 },
      months,
      weeks,
    }),
  });
  renderPage(<DashboardPage />);

  const arrivals = await screen.findByRole('table', { name: 'Arriving today' });
  expect(within(arrivals).getAllByRole('row')[1]).toHaveTextContent(/Nimali Perera.*Hotel a.*CS-ARR001.*2.*3.*4/);
  expect(screen.getByRole('heading', { name: 'Arriving today (1)' })).toBeInTheDocument();
  expect(screen.getByText('No departures today.')).toBeInTheDocument();
  expect(screen.getByText('Showing 1 of 60.')).toBeInTheDocument();
  expect(figure('Guests in house tonight')).toHaveTextContent('5');
  expect(figure('Rooms occupied tonight')).toHaveTextContent('3');
  expect(figure('Occupancy, next 30 days')).toHaveTextContent('15.0%');

  // Each chart is an image named for its table, and the table lists the same figures.
  expect(screen.getByRole('img', { name: /Occupancy by month: bar chart/ })).toBeInTheDocument();
  const occupancy = screen.getByRole('table', { name: 'Occupancy by month, all your hotels' });
  expect(within(occupancy).getAllByRole('row')).toHaveLength(19);
  expect(within(occupancy).getByText('62.5%').closest('tr')).toHaveTextContent(/Mar 2026.*62\.5%.*186.*300.*No/);
  const revenue = screen.getByRole('table', { name: 'Revenue by month, all your hotels' });
  expect(within(revenue).getByText('$12,345.67').closest('tr')).toHaveTextContent('Mar 2026');
  expect(within(revenue).getAllByRole('row').at(-1)).toHaveTextContent(/Sep 2026.*\$0\.00.*Yes/);
  const weekly = screen.getByRole('table', { name: 'Bookings made per week, all your hotels' });
  expect(within(weekly).getAllByRole('row').at(-1)).toHaveTextContent(/9 Mar.*7/);
  expect(screen.getAllByText('Show as table')).toHaveLength(3);
});

it('shows one hotel’s figures when the owner picks it', async () => {
  const get = answer([makeHotel('a'), makeHotel('b')], {
    '': makeDashboard({ inHouse: { stays: 4, guests: 9, rooms: 4 } }),
    b: makeDashboard({ hotelId: 'b', inHouse: { stays: 1, guests: 2, rooms: 1 } }),
  });
  renderPage(<DashboardPage />);
  await waitFor(() => expect(figure('Guests in house tonight')).toHaveTextContent('9'));

  await userEvent.selectOptions(screen.getByLabelText('Show figures for'), 'Hotel b');
  await waitFor(() => expect(figure('Guests in house tonight')).toHaveTextContent('2'));
  expect(get).toHaveBeenCalledWith('/dashboard', { params: { hotelId: 'b' } });
  expect(screen.getByRole('table', { name: 'Revenue by month, Hotel b' })).toBeInTheDocument();
});

it('speaks Sinhala on /si: the welcome, the figures, the shortcuts and the hotel choice', async () => {
  answer([makeHotel('a', { bookings: [makeBooking('1', { totalPrice: 300 })] }), makeHotel('b')]);
  renderPage(<DashboardPage />, { language: 'si' });

  expect(await screen.findByText('මුළු හෝටල්')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'හිමිකරු උපකරණ පුවරුව' })).toBeInTheDocument();
  expect(screen.getByText('නැවත සාදරයෙන් පිළිගනිමු, Nimal. ඔබේ හෝටල් කටයුතු කරන ආකාරය මෙන්න.')).toBeInTheDocument();
  expect(figure('මුළු හෝටල්')).toHaveTextContent('2');
  expect(figure('මුළු ආදායම')).toHaveTextContent('$300.00');
  const shortcuts = within(screen.getByRole('navigation', { name: 'හිමිකරුගේ කෙටිමං' }));
  expect(shortcuts.getByRole('link', { name: 'මගේ හෝටල්' })).toBeInTheDocument();
  expect(shortcuts.getByRole('link', { name: 'හෝටලයක් එක් කරන්න' })).toBeInTheDocument();
  const choice = screen.getByLabelText('සංඛ්‍යා පෙන්වන්න');
  expect(within(choice).getByRole('option', { name: 'මගේ සියලු හෝටල්' })).toBeInTheDocument();
  expect(within(choice).getByRole('option', { name: 'Hotel b' })).toBeInTheDocument();
});
