import { act, screen, waitFor, within } from '@testing-library/react';
import { apiClient, chooseShownCurrency, type Booking } from '@ceylon/shared';
import { apiError, makeBooking, makeHotel, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import BookingPage from './booking-page';
import MyBookingsPage from './my-bookings-page';

// 11:30 in Colombo on 10 March 2030.
const NOW = new Date('2030-03-10T06:00:00Z');
const hotel = makeHotel('h1', { title: 'Kandy Lake Residence', price: 120 });

let get: jest.SpyInstance;
let post: jest.SpyInstance;

const setup = (url = '/booking?hotelId=h1') => renderPage(<BookingPage />, { route: url, fakeTimers: true });

async function fillDates(user: ReturnType<typeof setup>['user'], checkIn: string, checkOut: string) {
  const inField = screen.getByLabelText('Check-in date');
  const outField = screen.getByLabelText('Check-out date');
  await user.clear(inField);
  if (checkIn) await user.type(inField, checkIn);
  await user.clear(outField);
  if (checkOut) await user.type(outField, checkOut);
}

/** GET replies: the hotel, and its nights (all free unless a test says otherwise). */
const answers =
  (theHotel: typeof hotel, nights: unknown[] = []) =>
  (url: string) =>
    Promise.resolve(url.endsWith('/availability') ? ok(nights) : ok(theHotel));

/** Nights of a season from the 15th, its weekend dearer, stays starting in it at least 2 nights. */
const SEASON_NIGHTS = [
  { date: '2030-03-14', availableRooms: 3, price: 120, minNights: 1 },
  { date: '2030-03-15', availableRooms: 3, price: 150.25, minNights: 2 },
  { date: '2030-03-16', availableRooms: 3, price: 180, minNights: 2 },
];

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });

/** Fills in the dates and presses Confirm Booking. */
async function confirmDates(user: ReturnType<typeof setup>['user'], checkIn: string, checkOut: string) {
  await fillDates(user, checkIn, checkOut);
  await user.click(confirmButton());
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  signInAs('user');
  get = jest.spyOn(apiClient, 'get').mockImplementation(answers(hotel));
  post = jest.spyOn(apiClient, 'post');
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  signOut();
});

describe('Booking page', () => {
  it('loads the hotel and offers dates from today (Sri Lanka) and check-out from the day after check-in', async () => {
    const { user } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotel details…');
    expect(await screen.findByRole('heading', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/hotels/h1', { signal: expect.any(AbortSignal) });
    expect(screen.getByLabelText('Check-in date')).toHaveAttribute('min', '2030-03-10');
    expect(screen.getByLabelText('Check-out date')).toHaveAttribute('min', '2030-03-11');
    await user.type(screen.getByLabelText('Check-in date'), '2030-04-01');
    expect(screen.getByLabelText('Check-out date')).toHaveAttribute('min', '2030-04-02');
    const guests = screen.getByLabelText('Guests');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 guest', '2 guests', '3 guests', '4 guests', '5 guests', '6 guests', '7 guests', '8 guests', '9 guests', '10 guests']);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/hotels/h1');
    expect(screen.getByText('Free cancellation up to 24 hours before check-in')).toBeInTheDocument();
    expect(screen.getByText('Check-in from 2:00 PM, check-out by 12:00 PM')).toBeInTheDocument();
  });

  it('keeps the summary live: rate, nights, guests and total', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$0.00');
    await fillDates(user, '2030-03-11', '2030-03-13');
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('$120.00 / night')).toBeInTheDocument();
    expect(within(summary).getByText('Nights').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Guests').nextSibling).toHaveTextContent('3');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$720.00');
  });

  it('books several rooms: 1 to the hotel’s rooms (at most 10), the total unchanged, the rule line by line', async () => {
    get.mockImplementation(answers({ ...hotel, price: 85, rooms: 4 }));
    post.mockResolvedValue(ok(makeBooking('b7'), 201));
    const { user } = setup('/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-15&guests=3&rooms=2');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    const rooms = screen.getByLabelText('Rooms');
    expect(rooms).toHaveValue('2');
    expect(
      within(rooms)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 room', '2 rooms', '3 rooms', '4 rooms']);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('Rooms').nextSibling).toHaveTextContent('2');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$765.00');
    expect(screen.getByTestId('price-rule')).toHaveTextContent('$85.00 × 3 nights × 3 guests = $765.00, for 2 rooms');
    await user.selectOptions(rooms, '3');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$765.00');
    await user.click(confirmButton());
    expect(post).toHaveBeenCalledWith(
      '/bookings',
      { hotelId: 'h1', checkIn: '2030-03-12', checkOut: '2030-03-15', guests: 3, rooms: 3, totalPrice: 765 },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
  });

  it("shows the hotel's taxes and charges line by line and sends the grand total as totalPrice", async () => {
    const charges = [
      { name: 'Service charge', kind: 'percent' as const, rate: 10, compound: false },
      { name: 'Conservation fee', kind: 'perNight' as const, rate: 5, compound: false },
      { name: 'VAT', kind: 'percent' as const, rate: 18, compound: true },
    ];
    get.mockImplementation(answers({ ...hotel, price: 85, rooms: 4, charges }));
    post.mockResolvedValue(ok(makeBooking('b8'), 201));
    const { user } = setup('/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-15&guests=3&rooms=2');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    // Room 765.00; service 76.50; fee 5 × 3 nights × 2 rooms = 30.00; VAT 18% of 871.50 = 156.87.
    const lines = within(screen.getByRole('region', { name: 'Booking summary' })).getByLabelText('Price breakdown');
    expect(within(lines).getByText('Room charge').nextSibling).toHaveTextContent('$765.00');
    expect(within(lines).getByText('Service charge (10%)').nextSibling).toHaveTextContent('$76.50');
    expect(within(lines).getByText('Conservation fee ($5.00 per night per room)').nextSibling).toHaveTextContent('$30.00');
    expect(within(lines).getByText('VAT (18% on the charges before it)').nextSibling).toHaveTextContent('$156.87');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$1,028.37');
    expect(screen.getByTestId('price-rule')).toHaveTextContent(
      '$85.00 × 3 nights × 3 guests = $765.00 room charge, for 2 rooms, plus taxes and charges',
    );
    // A fixed charge per night per room follows the rooms: 5 × 3 × 3 = 45.00; VAT of 886.50 = 159.57.
    await user.selectOptions(screen.getByLabelText('Rooms'), '3');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$1,046.07');
    await user.click(confirmButton());
    expect(post).toHaveBeenCalledWith(
      '/bookings',
      { hotelId: 'h1', checkIn: '2030-03-12', checkOut: '2030-03-15', guests: 3, rooms: 3, totalPrice: 1046.07 },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
  });

  it('applies a promotion code before Confirm, shows the discount, and sends the code with the discounted total; a bad code says why', async () => {
    const discounted = { roomCharge: 720, discount: { code: 'WELCOME10', amount: 72 }, charges: [], total: 648 };
    post.mockImplementation((url: string, body: { code?: string }) => {
      if (url !== '/promotions/check') return Promise.resolve(ok(makeBooking('b9'), 201));
      if (body.code === 'welcome10') return Promise.resolve(ok({ applies: true, code: 'WELCOME10', priceBreakdown: discounted }));
      return Promise.resolve(ok({ applies: false, reason: 'unknown', message: 'There is no such promotion code' }));
    });
    const { user } = setup('/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-15&guests=2');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    const field = screen.getByLabelText('Promotion code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('There is no such promotion code')).toBeInTheDocument();
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$720.00');

    await user.clear(field);
    await user.type(field, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promotion code WELCOME10 applied')).toBeInTheDocument();
    expect(screen.getByTestId('price-discount')).toHaveTextContent('−$72.00');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$648.00');
    expect(post).toHaveBeenCalledWith('/promotions/check', {
      hotelId: 'h1',
      checkIn: '2030-03-12',
      checkOut: '2030-03-15',
      guests: 2,
      rooms: 1,
      code: 'welcome10',
    });
    await user.click(confirmButton());
    expect(post).toHaveBeenLastCalledWith(
      '/bookings',
      { hotelId: 'h1', checkIn: '2030-03-12', checkOut: '2030-03-15', guests: 2, rooms: 1, totalPrice: 648, promotionCode: 'WELCOME10' },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
  });

  it('drops an applied code when the stay changes, until it is applied again', async () => {
    post.mockResolvedValue(
      ok({
        applies: true,
        code: 'WELCOME10',
        priceBreakdown: { roomCharge: 720, discount: { code: 'WELCOME10', amount: 72 }, charges: [], total: 648 },
      }),
    );
    const { user } = setup('/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-15&guests=2');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await user.type(screen.getByLabelText('Promotion code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promotion code WELCOME10 applied')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    expect(screen.queryByText('Promotion code WELCOME10 applied')).not.toBeInTheDocument();
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$1,080.00');
  });

  it('shows the total in the currency chosen, about, says what is charged in dollars, and books with that currency and rate', async () => {
    const rates = [{ currency: 'LKR', perUsd: 300, setAt: '2030-03-01T00:00:00.000Z' }];
    get.mockImplementation((url: string) => (url === '/exchange-rates' ? Promise.resolve(ok({ rates })) : answers(hotel)(url)));
    post.mockResolvedValue(ok(makeBooking('b8'), 201));
    chooseShownCurrency('LKR');
    try {
      const { user } = setup('/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-14&guests=1');
      await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
      expect(screen.getByTestId('stay-total')).toHaveTextContent('$240.00');
      expect(await screen.findByText(/^about LKR.72,000$/)).toBeInTheDocument();
      expect(
        screen.getByText('You will be charged $240.00 in US dollars; prices in other currencies are approximate.'),
      ).toBeInTheDocument();
      await user.click(confirmButton());
      expect(post).toHaveBeenCalledWith(
        '/bookings',
        expect.objectContaining({ totalPrice: 240, shownCurrency: 'LKR', shownRate: 300 }),
        expect.anything(),
      );
    } finally {
      chooseShownCurrency('USD');
    }
  });

  it('says so when a link asks for more rooms than the hotel has', async () => {
    get.mockImplementation(answers({ ...hotel, rooms: 2 }));
    const { user } = setup('/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-15&rooms=5');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    expect(within(screen.getByLabelText('Rooms')).getAllByRole('option')).toHaveLength(3);
    await user.click(confirmButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Number of rooms must be between 1 and 2');
    expect(post).not.toHaveBeenCalled();
  });

  it('fills the form from a carried search', async () => {
    setup('/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-15&guests=2');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    expect(screen.getByLabelText('Check-in date')).toHaveValue('2030-03-12');
    expect(screen.getByLabelText('Check-out date')).toHaveValue('2030-03-15');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$720.00');
  });

  it('checks the four rules in the order of docs/product.md §5, with their messages', async () => {
    const { user } = setup('/booking?hotelId=h1&guests=12');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });

    await user.click(confirmButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select check-in and check-out dates');

    await confirmDates(user, '2030-03-09', '2030-03-08');
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in date cannot be in the past');

    await confirmDates(user, '2030-03-12', '2030-03-12');
    expect(screen.getByRole('alert')).toHaveTextContent('Check-out date must be after check-in date');

    await confirmDates(user, '2030-03-12', '2030-03-13');
    expect(screen.getByRole('alert')).toHaveTextContent('Number of guests must be between 1 and 10');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses, before sending, the stays the API refuses: over 90 nights, or more than two years ahead', async () => {
    post.mockResolvedValue(ok(makeBooking(), 201));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });

    await confirmDates(user, '2030-03-12', '2030-06-11');
    expect(screen.getByRole('alert')).toHaveTextContent('A stay can be at most 90 nights');

    await confirmDates(user, '2032-03-10', '2032-03-11');
    expect(screen.getByRole('alert')).toHaveTextContent('Bookings open at most two years ahead');
    expect(post).not.toHaveBeenCalled();

    await confirmDates(user, '2032-03-09', '2032-03-11');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('accepts today as check-in', async () => {
    post.mockResolvedValue(ok(makeBooking(), 201));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await confirmDates(user, '2030-03-10', '2030-03-11');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('books, says so, and only after 1.5 seconds goes to the confirmation with the booking', async () => {
    const booking = makeBooking('b42', { checkIn: '2030-03-11', checkOut: '2030-03-13', guests: 2, totalPrice: 480 });
    post.mockResolvedValue(ok(booking, 201));
    const { user, router } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await fillDates(user, '2030-03-11', '2030-03-13');
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    await user.click(confirmButton());

    expect(post).toHaveBeenCalledWith(
      '/bookings',
      { hotelId: 'h1', checkIn: '2030-03-11', checkOut: '2030-03-13', guests: 2, rooms: 1, totalPrice: 480 },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
    // Settled without moving the fake clock (findBy* would advance it while it waits): let the
    // request's promise chain run, a few microtask turns at most.
    for (let turn = 0; turn < 20 && !screen.queryByText('Booking created successfully!'); turn += 1) {
      await act(async () => undefined);
    }
    expect(screen.getByText('Booking created successfully!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1499));
    expect(router.path).toBe('/booking?hotelId=h1');
    expect(screen.getByText('Booking created successfully!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(router.path).toBe('/booking/success?id=b42');
    expect(router.state).toEqual({ booking });
  });

  it('prices each night at the rate its availability lists (a season, a weekend) and refuses a stay below its minimum before sending', async () => {
    get.mockImplementation(answers(hotel, SEASON_NIGHTS));
    post.mockResolvedValue(ok(makeBooking('b43'), 201));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await fillDates(user, '2030-03-14', '2030-03-17');
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('$120.00 to $180.00 / night')).toBeInTheDocument();
    // (120 + 150.25 + 180) × 2, in cents.
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$900.50');
    expect(screen.getByTestId('price-rule')).toHaveTextContent('3 nights at their own rates × 2 guests = $900.50, for 1 room');

    await confirmDates(user, '2030-03-15', '2030-03-16');
    expect(screen.getByText('Stays starting on this date must be at least 2 nights')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await confirmDates(user, '2030-03-14', '2030-03-17');
    expect(post).toHaveBeenCalledWith(
      '/bookings',
      { hotelId: 'h1', checkIn: '2030-03-14', checkOut: '2030-03-17', guests: 2, rooms: 1, totalPrice: 900.5 },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
  });

  it("shows the server's message, e.g. when no rooms are left", async () => {
    post.mockRejectedValue(apiError(409, 'No rooms available for these dates'));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await confirmDates(user, '2030-03-11', '2030-03-13');
    expect(await screen.findByRole('alert')).toHaveTextContent('No rooms available for these dates');
    expect(confirmButton()).toBeEnabled();
  });

  it("says 'Failed to create booking' when the server gives no message", async () => {
    post.mockRejectedValue(new Error('Network Error'));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await confirmDates(user, '2030-03-11', '2030-03-13');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create booking');
  });

  it('books once on a double click, with one Idempotency-Key', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await fillDates(user, '2030-03-11', '2030-03-13');
    await user.dblClick(confirmButton());
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled();
    await act(async () => answer(ok(makeBooking(), 201)));
    expect(await screen.findByText('Booking created successfully!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends the same key again after a lost answer, and a new one once the form changes', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await confirmDates(user, '2030-03-11', '2030-03-13');
    await screen.findByRole('alert');
    await user.click(confirmButton());
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    await user.click(confirmButton());
    const keys = post.mock.calls.map((call) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a visitor with a valid form to /login and remembers the filled-in form', async () => {
    signOut();
    const { user, router } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await confirmDates(user, '2030-03-11', '2030-03-13');
    expect(router.path).toBe('/login');
    expect(router.state).toEqual({
      from: '/booking?checkIn=2030-03-11&checkOut=2030-03-13&guests=1&hotelId=h1',
    });
    expect(post).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load hotel details' and 'Hotel not found' with Browse Hotels when the hotel cannot be loaded", async () => {
    get.mockRejectedValue(apiError(404, 'Hotel not found'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('/booking?hotelId=nope');
    expect(await screen.findByRole('heading', { name: 'Hotel not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load hotel details');
    expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/browse-hotels');
  });

  it('offers a calendar of the hotel’s nights, full ones marked for the rooms chosen, that fills both dates', async () => {
    const nights = [
      { date: '2030-03-12', availableRooms: 1 },
      { date: '2030-03-13', availableRooms: 4 },
    ];
    get.mockImplementation(answers({ ...hotel, rooms: 4 }, nights));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    expect(get).toHaveBeenCalledWith('/hotels/h1/availability', expect.objectContaining({ params: { from: '2030-03-10', nights: 366 } }));
    await user.selectOptions(screen.getByLabelText('Rooms'), '2');
    await user.click(screen.getByRole('button', { name: 'Choose dates on a calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(within(calendar).getByRole('button', { name: /^Tuesday 12 March 2030, full for 2 rooms, 1 room left$/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /^Wednesday 13 March 2030/ }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Check-in date')).toHaveValue('2030-03-13');
    expect(screen.getByLabelText('Check-out date')).toHaveValue('2030-03-15');
    expect(within(screen.getByRole('region', { name: 'Booking summary' })).getByText('Nights').nextSibling).toHaveTextContent('2');
  });

  it('shows each night’s price and minimum stay in the calendar, as the hotel page does, and refuses a stay too short before sending', async () => {
    get.mockImplementation(answers(hotel, SEASON_NIGHTS));
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    await user.click(screen.getByRole('button', { name: 'Choose dates on a calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(
      within(calendar).getByRole('button', { name: /^Thursday 14 March 2030, 3 rooms left, \$120\.00 a night per guest$/ }),
    ).toBeEnabled();
    const seasonNight = within(calendar).getByRole('button', {
      name: /^Friday 15 March 2030, 3 rooms left, \$150\.25 a night per guest, stays from this night at least 2 nights$/,
    });
    // Under the date its price and rooms left, in its corner its minimum; the key says what they are.
    const cell = seasonNight.closest('td')!;
    expect(within(cell).getByText('$150.25')).toBeInTheDocument();
    expect(within(cell).getByText('2+')).toBeInTheDocument();
    expect(within(cell).getByText('3 left')).toBeInTheDocument();
    const key = within(calendar).getByRole('list', { name: 'Calendar key' });
    expect(key).toHaveTextContent('Free (price a night per guest and rooms left below the date)');
    expect(key).toHaveTextContent('N+: stays starting that night are at least N nights');

    // One night from the 15th: the calendar takes it, the form refuses it with the minimum named.
    await user.click(seasonNight);
    await user.click(within(calendar).getByRole('button', { name: /^Saturday 16 March 2030/ }));
    expect(screen.getByLabelText('Check-in date')).toHaveValue('2030-03-15');
    expect(screen.getByLabelText('Check-out date')).toHaveValue('2030-03-16');
    await user.click(confirmButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Stays starting on this date must be at least 2 nights');
    expect(post).not.toHaveBeenCalled();
  });

  it('still takes dates when the hotel’s nights cannot be loaded, and says the calendar cannot mark full ones', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockImplementation((url: string) => (url.endsWith('/availability') ? Promise.reject(apiError(500)) : Promise.resolve(ok(hotel))));
    const { user } = setup();
    expect(await screen.findByText(/Which nights are full could not be loaded/)).toBeInTheDocument();
    await confirmDates(user, '2030-03-11', '2030-03-13');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('reads the customer’s bookings and the hotel’s nights again once the booking is made', async () => {
    const made = makeBooking('b9', { hotel: { id: 'h1', title: 'Kandy Lake Residence', location: 'Kandy' } });
    let mine: Booking[] = [];
    get.mockImplementation((url: string) => (url === '/bookings/my-bookings' ? Promise.resolve(ok(mine)) : answers(hotel)(url)));
    post.mockImplementation(() => {
      mine = [made];
      return Promise.resolve(ok(made, 201));
    });
    // My Bookings beside the form, sharing its cache as two pages of one visit do.
    const { user } = renderPage(
      <>
        <BookingPage />
        <MyBookingsPage />
      </>,
      { route: '/booking?hotelId=h1', fakeTimers: true },
    );
    expect(await screen.findByText("You don't have any bookings yet.")).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    const nightsReads = () => get.mock.calls.filter(([url]) => String(url).endsWith('/availability')).length;
    const nightsBefore = nightsReads();
    await confirmDates(user, '2030-03-11', '2030-03-13');
    expect(await screen.findByRole('listitem', { name: 'Kandy Lake Residence' })).toBeInTheDocument();
    await waitFor(() => expect(nightsReads()).toBe(nightsBefore + 1));
  });

  it('shows Hotel not found without asking the server when no hotel is named', () => {
    setup('/booking');
    expect(screen.getByRole('heading', { name: 'Hotel not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('Booking page in Tamil', () => {
  it('labels the form, the summary and its rule in Tamil, counting with Tamil plurals', async () => {
    get.mockImplementation(answers({ ...hotel, price: 85, rooms: 4 }));
    renderPage(<BookingPage />, {
      route: '/booking?hotelId=h1&checkIn=2030-03-12&checkOut=2030-03-15&guests=1&rooms=2',
      fakeTimers: true,
      language: 'ta',
    });
    expect(screen.getByRole('status')).toHaveTextContent('ஹோட்டல் விவரங்கள் ஏற்றப்படுகின்றன…');
    await screen.findByRole('heading', { name: 'Kandy Lake Residence' });
    expect(screen.getByRole('heading', { level: 1, name: 'உங்கள் தங்குதலை முன்பதிவு செய்யுங்கள்' })).toBeInTheDocument();
    expect(screen.getByLabelText('வருகைத் தேதி')).toHaveValue('2030-03-12');
    expect(screen.getByLabelText('புறப்பாட்டுத் தேதி')).toHaveValue('2030-03-15');
    expect(screen.getAllByText('ஒரு இரவுக்கு $85.00')).toHaveLength(2);
    const guests = screen.getByLabelText('விருந்தினர்கள்');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 2),
    ).toEqual(['1 விருந்தினர்', '2 விருந்தினர்கள்']);
    expect(screen.getByRole('region', { name: 'முன்பதிவுச் சுருக்கம்' })).toHaveTextContent('ஒரு இரவுக்கு $85.00');
    expect(screen.getByTestId('price-rule')).toHaveTextContent('$85.00 × 3 இரவுகள் × 1 விருந்தினர் = $255.00, 2 அறைகளுக்கு');
    expect(screen.getByRole('button', { name: 'முன்பதிவை உறுதிப்படுத்து' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'ரத்துசெய்' })).toHaveAttribute('href', '/hotels/h1');
    expect(screen.getByRole('complementary', { name: 'முன்பதிவுக் கொள்கை' })).toHaveTextContent('வருகைக்கு 24 மணிநேரம் முன்பு வரை இலவச ரத்து');
    expect(screen.getByRole('textbox', { name: 'சலுகைக் குறியீடு' })).toBeInTheDocument();
  });
});
