import { screen, within } from '@testing-library/react';
import { addMonths, apiClient, type CalendarFeed, type Occupancy } from '@ceylon/shared';
import { apiError, makeBooking, makeHotel, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import HotelCalendarPage from './hotel-calendar-page';

const lakeView = makeHotel('h1', { title: 'Lake View', rooms: 10 });
const closure = {
  id: 'c1',
  hotelId: 'h1',
  firstNight: '2099-01-10',
  lastNight: '2099-01-12',
  reason: 'Roof repairs',
  createdAt: '2098-12-01T00:00:00.000Z',
};

/** A month where the 2nd has 3 rooms booked, the 3rd is closed and the 4th is full. */
function occupancyOf(month: string): Occupancy {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const nights = Array.from({ length: days }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    if (index === 1) return { date, booked: 3, closed: false, free: 7 };
    if (index === 2) return { date, booked: 0, closed: true, free: 0 };
    if (index === 3) return { date, booked: 10, closed: false, free: 0 };
    return { date, booked: 0, closed: false, free: 10 };
  });
  return { month, rooms: 10, nights, bookedRoomNights: 13, sellableRoomNights: 290, occupancy: 0.045, revenue: 1234.5 };
}

interface Replies {
  closures?: unknown[];
  seasons?: unknown[];
  charges?: unknown[];
  nightBookings?: unknown[];
  feeds?: CalendarFeed[];
}

const FEED_URL = 'https://stays.example/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';

/** An imported calendar, synced with two events and three nights held. */
function makeFeed(id: string, fields: Partial<CalendarFeed> = {}): CalendarFeed {
  return {
    id,
    name: 'Airbnb',
    address: 'https://www.airbnb.com/…',
    createdAt: '2099-01-01T00:00:00.000Z',
    lastSyncedAt: '2099-01-01T04:45:00.000Z',
    lastAttemptAt: '2099-01-01T04:45:00.000Z',
    eventsRead: 2,
    lastError: null,
    nightsHeld: 3,
    conflicts: [],
    ...fields,
  };
}

function answerGets({ closures = [], seasons = [], charges = [], nightBookings = [], feeds = [] }: Replies = {}) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: { params?: unknown }) => {
    if (url === '/hotels/h1') return Promise.resolve({ data: lakeView });
    if (url === '/hotels/h1/occupancy') return Promise.resolve({ data: occupancyOf((config?.params as { month: string }).month) });
    if (url === '/hotels/h1/closures') return Promise.resolve({ data: closures });
    if (url === '/hotels/h1/seasons') return Promise.resolve({ data: seasons });
    if (url === '/hotels/h1/taxes') return Promise.resolve({ data: { charges } });
    if (url === '/hotels/h1/bookings') return Promise.resolve({ data: nightBookings });
    if (url === '/hotels/h1/calendar-export') return Promise.resolve({ data: { url: FEED_URL, createdAt: '2099-01-01T00:00:00.000Z' } });
    if (url === '/hotels/h1/calendar-feeds') return Promise.resolve({ data: feeds });
    if (url === '/hotels/h1/promotions') return Promise.resolve({ data: { promotions: [] } });
    return Promise.reject(new Error(`No reply for ${url}`));
  });
}

const open = () => renderPage(<HotelCalendarPage />, { route: '/owner/hotels/h1/calendar', path: '/owner/hotels/:id/calendar' });
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit' }).format(new Date());

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

it("shows this month's nights with their rooms, the occupancy and the revenue", async () => {
  const get = answerGets();
  open();

  expect(await screen.findByRole('heading', { name: 'Calendar for Lake View' })).toBeInTheDocument();
  expect(await screen.findByText('4.5%')).toBeInTheDocument();
  expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  const month = thisMonth();
  expect(get).toHaveBeenCalledWith('/hotels/h1/occupancy', expect.objectContaining({ params: { month } }));
  const nights = within(screen.getByRole('list', { name: /^Nights of/ }));
  // Without a season every night costs the hotel's price.
  expect(nights.getByRole('button', { name: /2 .*: 3 booked, 7 free, \$100\.00 a night per guest$/ })).toHaveTextContent('$100');
  expect(nights.getByRole('button', { name: /3 .*: closed, 0 booked, \$100\.00 a night per guest$/ })).toHaveTextContent('Closed');
  expect(nights.getByRole('button', { name: /4 .*: 10 booked, 0 free \(full\), \$100\.00 a night per guest$/ })).toBeInTheDocument();
});

it('moves to the next and previous month', async () => {
  const get = answerGets();
  const { user } = open();
  await screen.findByRole('heading', { name: 'Calendar for Lake View' });

  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(get).toHaveBeenLastCalledWith('/hotels/h1/occupancy', expect.objectContaining({ params: { month: addMonths(thisMonth(), 1) } }));
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(get).toHaveBeenLastCalledWith('/hotels/h1/occupancy', expect.objectContaining({ params: { month: addMonths(thisMonth(), -1) } }));
});

it("lists a chosen night's bookings", async () => {
  const booking = makeBooking('b1', { reference: 'CS-ABC234', user: { id: 'g', firstName: 'Asha', lastName: 'Perera' }, rooms: 3 });
  const get = answerGets({ nightBookings: [booking] });
  const { user } = open();

  const second = await screen.findByRole('button', { name: /2 .*: 3 booked/ });
  await user.click(second);
  expect(second).toHaveAttribute('aria-pressed', 'true');
  const night = `${thisMonth()}-02`;
  expect(get).toHaveBeenCalledWith('/hotels/h1/bookings', expect.objectContaining({ params: { night } }));
  const list = await screen.findByRole('region', { name: /^Bookings for/ });
  expect(await within(list).findByText('Asha Perera · CS-ABC234')).toBeInTheDocument();
  expect(within(list).getByText('Rooms').nextElementSibling).toHaveTextContent('3');
});

it('lists the closures and reopens one', async () => {
  answerGets({ closures: [closure] });
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: undefined });
  const { user } = open();

  const list = await screen.findByRole('list', { name: 'Closed dates' });
  expect(within(list).getByText('10 Jan 2099 – 12 Jan 2099')).toBeInTheDocument();
  expect(within(list).getByText('Roof repairs')).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Reopen 10 Jan 2099 – 12 Jan 2099' }));

  expect(await screen.findByText('Dates reopened')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith('/hotels/h1/closures/c1');
});

/** A season from the 5th of `month` to March 2099: $210 a night, $240.50 on Friday and Saturday nights, 2 nights at least. */
const highSeason = (month: string) => ({
  id: 's1',
  hotelId: 'h1',
  name: 'High season',
  firstNight: `${month}-05`,
  lastNight: '2099-03-31',
  price: 210,
  weekendPrice: 240.5,
  weekendNights: [5, 6],
  minNights: 2,
  createdAt: '2098-12-01T00:00:00.000Z',
});

describe('seasons', () => {
  const month = thisMonth();
  const high = highSeason(month);

  it("lists the seasons and shows each night's price on the month grid, the season's from its first night", async () => {
    answerGets({ seasons: [high] });
    open();
    const list = await screen.findByRole('list', { name: 'Seasons' });
    expect(within(list).getByText(/^High season: 5 /)).toBeInTheDocument();
    expect(within(list).getByText('$210.00 a night, $240.50 on Fri and Sat nights; 2 nights at least')).toBeInTheDocument();
    const nights = within(screen.getByRole('list', { name: /^Nights of/ }));
    expect(nights.getByRole('button', { name: /4 .*, \$100\.00 a night per guest$/ })).toBeInTheDocument();
    const fifth = nights.getByRole('button', { name: /^\S+ 5 .*, \$(210\.00|240\.50) a night per guest$/ });
    expect(fifth).toHaveTextContent(/\$(210|240\.50)$/);
  });

  it('adds a season, checking it first, and says so', async () => {
    answerGets();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: high });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Add a season' });
    await user.type(within(form).getByLabelText('Name'), 'High season');
    await user.type(within(form).getByLabelText('First night'), '2099-03-10');
    await user.type(within(form).getByLabelText('Last night'), '2099-03-01');
    await user.click(within(form).getByRole('button', { name: 'Add season' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The last night cannot be before the first night');
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Last night'));
    await user.type(within(form).getByLabelText('Last night'), '2099-03-31');
    await user.type(within(form).getByLabelText('Price per night per guest (USD)'), '210');
    await user.type(within(form).getByLabelText(/Weekend price/), '240.5');
    await user.click(within(form).getByLabelText('Sunday'));
    await user.clear(within(form).getByLabelText('Minimum stay (nights)'));
    await user.type(within(form).getByLabelText('Minimum stay (nights)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add season' }));

    expect(await screen.findByText('Season added')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/hotels/h1/seasons', {
      name: 'High season',
      firstNight: '2099-03-10',
      lastNight: '2099-03-31',
      price: 210,
      weekendPrice: 240.5,
      weekendNights: [5, 6, 7],
      minNights: 2,
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('lists an added season as the API now has it, and prices its nights', async () => {
    answerGets();
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: high });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Add a season' });
    expect(await screen.findByText("No seasons: every night costs the hotel's price.")).toBeInTheDocument();
    answerGets({ seasons: [high] });

    await user.type(within(form).getByLabelText('Name'), 'High season');
    await user.type(within(form).getByLabelText('First night'), high.firstNight);
    await user.type(within(form).getByLabelText('Last night'), high.lastNight);
    await user.type(within(form).getByLabelText('Price per night per guest (USD)'), '210');
    await user.click(within(form).getByRole('button', { name: 'Add season' }));

    const list = await screen.findByRole('list', { name: 'Seasons' });
    expect(within(list).getByText(/^High season: 5 /)).toBeInTheDocument();
    const nights = within(screen.getByRole('list', { name: /^Nights of/ }));
    expect(nights.getByRole('button', { name: /^\S+ 5 .*, \$(210\.00|240\.50) a night per guest$/ })).toBeInTheDocument();
  });

  it("changes a season, and removes one only once it is confirmed, showing the API's refusal", async () => {
    answerGets({ seasons: [high] });
    const put = jest
      .spyOn(apiClient, 'put')
      .mockRejectedValue(apiError(409, 'These dates overlap the season "Peak" from 2099-03-01 to 2099-03-09; change or remove it first'));
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: undefined });
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Seasons' });

    await user.click(within(list).getByRole('button', { name: 'Edit High season' }));
    const form = screen.getByRole('form', { name: 'Change season High season' });
    expect(within(form).getByLabelText('Price per night per guest (USD)')).toHaveValue(210);
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(await screen.findByText(/overlap the season "Peak"/)).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/hotels/h1/seasons/s1', expect.objectContaining({ name: 'High season', price: 210, minNights: 2 }));

    await user.click(within(list).getByRole('button', { name: 'Remove High season' }));
    await user.click(screen.getByRole('button', { name: 'Keep season' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(list).getByRole('button', { name: 'Remove High season' }));
    await user.click(screen.getByRole('button', { name: 'Remove season' }));
    expect(await screen.findByText('Season removed')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/hotels/h1/seasons/s1');
  });
});

describe('taxes and charges', () => {
  const service = { name: 'Service charge', kind: 'percent', rate: 10, compound: false };
  const vat = { name: 'VAT', kind: 'percent', rate: 18, compound: true };

  it('lists the charges in the order they apply, with how each is reckoned', async () => {
    answerGets({ charges: [service, vat] });
    open();
    const list = await screen.findByRole('list', { name: 'Taxes and charges' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Service charge10%', 'VAT18% on the charges before it']);
    expect(within(list).queryByRole('button', { name: 'Move Service charge up' })).not.toBeInTheDocument();
  });

  it('adds a charge at the end of the list, checking it first, and sends the whole list', async () => {
    answerGets({ charges: [service] });
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { charges: [service, vat] } });
    const { user } = open();
    await screen.findByRole('list', { name: 'Taxes and charges' });
    const form = screen.getByRole('form', { name: 'Add a tax or charge' });
    await user.type(within(form).getByLabelText('Name'), 'VAT');
    await user.type(within(form).getByLabelText('Percentage (%)'), '118');
    await user.click(within(form).getByRole('button', { name: 'Add charge' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The percentage must be a number from 0 to 100');
    expect(put).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Percentage (%)'));
    await user.type(within(form).getByLabelText('Percentage (%)'), '18');
    await user.click(within(form).getByLabelText(/On top of the charges before it/));
    await user.click(within(form).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Charge added')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/hotels/h1/taxes', { charges: [service, vat] });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Taxes and charges' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers a fixed amount per night per room, without compounding', async () => {
    answerGets();
    const levy = { name: 'Levy', kind: 'perNight', rate: 2.5, compound: false };
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { charges: [levy] } });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Add a tax or charge' });
    expect(await screen.findByText('No taxes or charges: guests pay the room charge.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), 'Levy');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Fixed amount per night per room');
    expect(within(form).queryByLabelText(/On top of/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount (USD)'), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Charge added')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/hotels/h1/taxes', { charges: [levy] });
  });

  it("changes one, moves one up, and removes one only once it is confirmed, showing the API's refusal", async () => {
    answerGets({ charges: [service, vat] });
    const put = jest.spyOn(apiClient, 'put').mockRejectedValueOnce(apiError(400, 'A percentage can be at most 100'));
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Taxes and charges' });

    await user.click(within(list).getByRole('button', { name: 'Edit VAT' }));
    const form = screen.getByRole('form', { name: 'Change charge VAT' });
    expect(within(form).getByLabelText('Percentage (%)')).toHaveValue(18);
    await user.click(within(form).getByRole('button', { name: 'Save charge' }));
    expect(await screen.findByText('A percentage can be at most 100')).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('/hotels/h1/taxes', { charges: [service, vat] });

    put.mockResolvedValueOnce({ data: { charges: [vat, service] } });
    await user.click(within(list).getByRole('button', { name: 'Move VAT up' }));
    expect(await screen.findByText('Order changed')).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('/hotels/h1/taxes', { charges: [vat, service] });

    const calls = put.mock.calls.length;
    await user.click(within(list).getByRole('button', { name: 'Remove VAT' }));
    await user.click(screen.getByRole('button', { name: 'Keep charge' }));
    expect(put).toHaveBeenCalledTimes(calls);
    put.mockResolvedValueOnce({ data: { charges: [service] } });
    await user.click(within(list).getByRole('button', { name: 'Remove VAT' }));
    await user.click(screen.getByRole('button', { name: 'Remove charge' }));
    expect(await screen.findByText('Charge removed')).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('/hotels/h1/taxes', { charges: [service] });
  });
});

it('closes dates with a reason, says so and empties the form', async () => {
  answerGets();
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: closure });
  const { user } = open();

  const form = await screen.findByRole('form', { name: 'Close dates' });
  await user.type(within(form).getByLabelText('First night'), '2099-01-10');
  await user.type(within(form).getByLabelText('Last night'), '2099-01-12');
  await user.type(within(form).getByLabelText(/Reason/), 'Roof repairs');
  await user.click(within(form).getByRole('button', { name: 'Close dates' }));

  expect(await screen.findByText('Dates closed')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/hotels/h1/closures', { firstNight: '2099-01-10', lastNight: '2099-01-12', reason: 'Roof repairs' });
  expect(within(form).getByLabelText('First night')).toHaveValue('');
});

it("lists dates once closed and reads the month's nights again", async () => {
  const get = answerGets();
  jest.spyOn(apiClient, 'post').mockResolvedValue({ data: closure });
  const { user } = open();
  const form = await screen.findByRole('form', { name: 'Close dates' });
  await screen.findByText('4.5%');
  const nightsRead = () => get.mock.calls.filter(([url]) => url === '/hotels/h1/occupancy').length;
  const before = nightsRead();
  answerGets({ closures: [closure] });

  await user.type(within(form).getByLabelText('First night'), '2099-01-10');
  await user.type(within(form).getByLabelText('Last night'), '2099-01-12');
  await user.click(within(form).getByRole('button', { name: 'Close dates' }));

  const list = await screen.findByRole('list', { name: 'Closed dates' });
  expect(within(list).getByText('10 Jan 2099 – 12 Jan 2099')).toBeInTheDocument();
  expect(nightsRead()).toBe(before + 1);
});

it('checks the nights before sending', async () => {
  answerGets();
  const post = jest.spyOn(apiClient, 'post');
  const { user } = open();

  const form = await screen.findByRole('form', { name: 'Close dates' });
  await user.click(within(form).getByRole('button', { name: 'Close dates' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose the first and last night to close');
  await user.type(within(form).getByLabelText('First night'), '2099-01-12');
  await user.type(within(form).getByLabelText('Last night'), '2099-01-10');
  await user.click(within(form).getByRole('button', { name: 'Close dates' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('The last night cannot be before the first night');
  expect(post).not.toHaveBeenCalled();
});

it('shows the stays in the way when the API refuses with 409, and keeps the nights', async () => {
  answerGets();
  const conflict = Object.assign(apiError(409), {
    response: {
      status: 409,
      data: {
        message: '1 confirmed stay falls on these dates',
        stays: [{ id: 'b9', reference: 'CS-XYZ789', guestName: 'Asha Perera', checkIn: '2099-01-09', checkOut: '2099-01-11', rooms: 2 }],
      },
    },
  });
  jest.spyOn(apiClient, 'post').mockRejectedValue(conflict);
  const { user } = open();

  const form = await screen.findByRole('form', { name: 'Close dates' });
  await user.type(within(form).getByLabelText('First night'), '2099-01-10');
  await user.type(within(form).getByLabelText('Last night'), '2099-01-10');
  await user.click(within(form).getByRole('button', { name: 'Close dates' }));

  const stays = await screen.findByRole('list', { name: 'Stays on these dates' });
  expect(within(stays).getByRole('listitem')).toHaveTextContent('CS-XYZ789 · Asha Perera · 9 Jan 2099 – 11 Jan 2099 · 2 rooms');
  expect(screen.getAllByText('1 confirmed stay falls on these dates').length).toBeGreaterThan(0);
  expect(within(form).getByLabelText('First night')).toHaveValue('2099-01-10');
});

it("shows the API's message when closing fails otherwise", async () => {
  answerGets();
  jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(403, 'You can only manage your own hotels'));
  const { user } = open();

  const form = await screen.findByRole('form', { name: 'Close dates' });
  await user.type(within(form).getByLabelText('First night'), '2099-01-10');
  await user.type(within(form).getByLabelText('Last night'), '2099-01-10');
  await user.click(within(form).getByRole('button', { name: 'Close dates' }));
  expect(await screen.findByText('You can only manage your own hotels')).toBeInTheDocument();
});

it("says 'Hotel not found' when the hotel cannot be loaded", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(404, 'Hotel not found'));
  open();
  expect(await screen.findByRole('heading', { name: 'Hotel not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Hotels' })).toHaveAttribute('href', '/owner/my-hotels');
});

describe('calendar sync', () => {
  it("shows the hotel's calendar address and each imported calendar's last sync, last error and conflicts", async () => {
    answerGets({
      feeds: [
        makeFeed('f1', { conflicts: [{ night: '2099-01-10', references: ['CS-ABC234'] }] }),
        makeFeed('f2', {
          name: 'Booking.com',
          lastSyncedAt: null,
          eventsRead: null,
          nightsHeld: 0,
          lastError: 'The calendar is larger than 2 MB',
        }),
      ],
    });
    open();

    expect(await screen.findByLabelText("This hotel's calendar address")).toHaveValue(FEED_URL);
    const list = await screen.findByRole('list', { name: 'Imported calendars' });
    const airbnb = within(list).getByRole('listitem', { name: 'Airbnb' });
    expect(airbnb).toHaveTextContent('Synced 1 Jan 2099, 10:15 · 2 events read · 3 nights closed');
    expect(within(airbnb).getByRole('list', { name: 'Conflicts of Airbnb' })).toHaveTextContent('10 Jan 2099: CS-ABC234');
    const booking = within(list).getByRole('listitem', { name: 'Booking.com' });
    expect(booking).toHaveTextContent('Not synced yet');
    expect(booking).toHaveTextContent('Last sync failed (1 Jan 2099, 10:15): The calendar is larger than 2 MB');
  });

  it('adds a calendar, checking the link first, and shows it synced', async () => {
    answerGets();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: makeFeed('f1') });
    const { user } = open();

    const form = await screen.findByRole('form', { name: 'Import a calendar' });
    await user.type(within(form).getByLabelText('Calendar name'), 'Airbnb');
    await user.type(within(form).getByLabelText('Calendar link (.ics)'), 'www.airbnb.com/calendar/ical/1.ics');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Paste the calendar link the other site gives, starting with https://');
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Calendar link (.ics)'));
    await user.type(within(form).getByLabelText('Calendar link (.ics)'), 'https://www.airbnb.com/calendar/ical/1.ics?s=secret');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText('Calendar added and synced')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/hotels/h1/calendar-feeds', {
      name: 'Airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics?s=secret',
    });
    expect(within(screen.getByRole('list', { name: 'Imported calendars' })).getByRole('listitem', { name: 'Airbnb' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Calendar name')).toHaveValue('');
  });

  it('syncs a calendar now and says why when the sync is refused, then removes it', async () => {
    answerGets({ feeds: [makeFeed('f1')] });
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: makeFeed('f1', { lastError: 'The calendar server answered 404 instead of the calendar' }) });
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: undefined });
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Sync now: Airbnb' }));
    expect(await screen.findByText('Calendar not synced: The calendar server answered 404 instead of the calendar')).toBeInTheDocument();
    expect(apiClient.post).toHaveBeenCalledWith('/hotels/h1/calendar-feeds/f1/sync');

    await user.click(screen.getByRole('button', { name: 'Remove Airbnb' }));
    expect(await screen.findByText('Calendar removed')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/hotels/h1/calendar-feeds/f1');
    expect(screen.getByText('No imported calendars.')).toBeInTheDocument();
  });
});

describe('in Sinhala and Tamil', () => {
  const openIn = (language: 'si' | 'ta') =>
    renderPage(<HotelCalendarPage />, { route: '/owner/hotels/h1/calendar', path: '/owner/hotels/:id/calendar', language });
  const season = highSeason('2099-01');

  it('draws the calendar in Sinhala: the month, its nights, the seasons, the charges and the promotion codes', async () => {
    answerGets({ seasons: [season], charges: [{ name: 'VAT', kind: 'perStay', rate: 5, compound: false }] });
    openIn('si');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lake View හි දින දර්ශනය' })).toBeInTheDocument();
    expect(screen.getByText(/· කාමර 10$/)).toBeInTheDocument();
    const month = thisMonth();
    const monthName = new Intl.DateTimeFormat('si-LK', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
    const nights = within(await screen.findByRole('list', { name: `${monthName} රාත්‍රී` }));
    expect(nights.getByRole('button', { name: /: 3 වෙන් කර ඇත, 7 නිදහස්, එක් අමුත්තෙකුට රැයකට \$\d+\.\d\d$/ })).toHaveTextContent('3 වෙන් කර ඇත');
    expect(nights.getByRole('button', { name: /: වසා ඇත, 0 වෙන් කර ඇත, / })).toHaveTextContent('වසා ඇත');
    expect(nights.getByRole('button', { name: /: 10 වෙන් කර ඇත, 0 නිදහස් \(පිරී ඇත\), / })).toBeInTheDocument();

    const seasons = within(screen.getByRole('list', { name: 'කාලවාර' }));
    expect(seasons.getByText('රැයකට $210.00, සිකු සහ සෙන රාත්‍රීවලට $240.50; අවම වශයෙන් රාත්‍රී 2')).toBeInTheDocument();
    expect(seasons.getByRole('button', { name: 'High season සංස්කරණය කරන්න' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'බදු සහ ගාස්තු' })).getByText('එක් වෙන්කිරීමකට $5.00')).toBeInTheDocument();
    expect(await screen.findByText('තවම ප්‍රවර්ධන කේත නැත.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'ප්‍රවර්ධන කේතයක් එක් කරන්න' })).toBeInTheDocument();
  });

  it('checks a form and says how the calendars were synced in Tamil, counting in its plurals', async () => {
    answerGets({ feeds: [makeFeed('f1', { eventsRead: 1, conflicts: [{ night: '2099-01-10', references: ['CS-ABC234'] }] })] });
    const { user } = openIn('ta');

    const list = await screen.findByRole('list', { name: 'இறக்கிய நாட்காட்டிகள்' });
    const airbnb = within(list).getByRole('listitem', { name: 'Airbnb' });
    expect(airbnb).toHaveTextContent('ஒத்திசைத்தது 1 ஜன., 2099, 10:15 · 1 நிகழ்வு படிக்கப்பட்டது · 3 இரவுகள் மூடப்பட்டன');
    expect(within(airbnb).getByText('1 இரவு இங்கும் முன்பதிவாகியுள்ளது').tagName).toBe('STRONG');
    expect(within(airbnb).getByRole('list', { name: 'Airbnb இன் முரண்பாடுகள்' })).toHaveTextContent('10 ஜன., 2099: CS-ABC234');
    expect(within(airbnb).getByRole('button', { name: 'இப்போது ஒத்திசை: Airbnb' })).toBeInTheDocument();

    const close = within(screen.getByRole('form', { name: 'தேதிகளை மூடு' }));
    await user.click(close.getByRole('button', { name: 'தேதிகளை மூடு' }));
    expect(close.getByRole('alert')).toHaveTextContent('மூட வேண்டிய முதல், கடைசி இரவுகளைத் தேர்ந்தெடுங்கள்');
    expect(close.getByLabelText('முதல் இரவு')).toHaveAccessibleDescription('மூட வேண்டிய முதல், கடைசி இரவுகளைத் தேர்ந்தெடுங்கள்');
  });
});
