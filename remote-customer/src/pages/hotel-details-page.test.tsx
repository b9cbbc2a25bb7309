import { screen, within } from '@testing-library/react';
import { addDays, apiClient, type Hotel, type HotelCharge } from '@ceylon/shared';
import { apiError, makeHotel, makePhoto, ok, renderPage } from '@ceylon/shared/testing';
import HotelDetailsPage from './hotel-details-page';

// 11:30 in Colombo on Sunday 10 March 2030.
const NOW = new Date('2030-03-10T06:00:00Z');
const TODAY = '2030-03-10';

const hotel = makeHotel('h7', {
  title: 'Fort Ramparts',
  location: 'Galle',
  price: 160,
  rating: 4.8,
  bestSeller: true,
  description: 'A restored merchant house.',
  rooms: 4,
});

/** 90 nights from today with 3 rooms free, except those given. */
function nightsFree(except: Record<string, number> = {}, seasons: Record<string, { price: number; minNights: number }> = {}) {
  return Array.from({ length: 90 }, (_, index) => {
    const date = addDays(TODAY, index);
    return { date, availableRooms: except[date] ?? 3, ...seasons[date] };
  });
}

/** GET replies: the hotel, and its nights (or the error, or a reply the test hands over itself). */
function answer(nights: ReturnType<typeof nightsFree> | Error | Promise<unknown>, shown = hotel) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (!url.endsWith('/availability')) return Promise.resolve(ok(shown));
    if (nights instanceof Promise) return nights;
    return nights instanceof Error ? Promise.reject(nights) : Promise.resolve(ok(nights));
  });
}

const open = () => renderPage(<HotelDetailsPage />, { route: '/hotels/h7', path: '/hotels/:id', fakeTimers: true });
const calendar = () => screen.getByRole('region', { name: 'Free nights and prices' });
const day = (name: RegExp) => within(calendar()).getByRole('button', { name });
const bookNow = () => screen.getByRole('link', { name: 'Book Now' });

/** Galle's kind of list: a service charge, VAT on top of it, and a fixed levy per night per room. */
const CHARGES: HotelCharge[] = [
  { name: 'Service charge', kind: 'percent', rate: 10, compound: false },
  { name: 'VAT', kind: 'percent', rate: 18, compound: true },
  { name: 'Conservation fee', kind: 'perNight', rate: 5, compound: false },
];
const charged: Hotel = { ...hotel, charges: CHARGES };

beforeEach(() => jest.useFakeTimers({ now: NOW }));

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Hotel page', () => {
  it('shows image, description, rating, price, Best Seller and Book Now', async () => {
    const get = answer(nightsFree());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fort Ramparts' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/hotels/h7', { signal: expect.any(AbortSignal) });
    expect(document.title).toBe('Fort Ramparts, Galle | Ceylon Stays');
    expect(screen.getByRole('img', { name: 'Fort Ramparts, Galle' })).toHaveAttribute('width', '720');
    expect(screen.getByText('A restored merchant house.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('$160.00')).toBeInTheDocument();
    expect(screen.getByText('Best Seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See free nights and book' })).toHaveAttribute('href', '#stay-dates-title');
    expect(bookNow()).toHaveAttribute('href', '/booking?guests=1&hotelId=h7');
    // A hotel without taxes and charges says nothing of them.
    expect(screen.queryByTestId('hotel-charges')).not.toBeInTheDocument();
    expect(screen.queryByText(/taxes and charges/)).not.toBeInTheDocument();
  });

  it('lists the hotel’s taxes and charges under its price, in their order, each with how it is reckoned', async () => {
    answer(nightsFree(), { ...charged, charges: [...CHARGES, { name: 'Green tax', kind: 'perStay', rate: 2.5, compound: false }] });
    open();
    const list = await screen.findByRole('list', { name: 'Prices are per night per guest, before these taxes and charges:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Service charge (10%)',
      'VAT (18% on the charges before it)',
      'Conservation fee ($5.00 per night per room)',
      'Green tax ($2.50 per stay)',
    ]);
  });

  it('adds the taxes and charges to the chosen stay line by line, as the booking form does', async () => {
    answer(nightsFree(), charged);
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Fort Ramparts' });
    await user.click(await within(calendar()).findByRole('button', { name: /^Friday 15 March 2030, 3 rooms left$/ }));
    await user.click(day(/^Sunday 17 March 2030/));
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    await user.selectOptions(screen.getByLabelText('Rooms'), '2');
    // The sum gives the room charge; the lines add the charges to it: 640 + 64 + 18% of 704 + 5 × 2 nights × 2 rooms.
    expect(screen.getByTestId('stay-price')).toHaveTextContent('2 nights × $160.00 × 2 guests = $640.00');
    const lines = within(calendar()).getByLabelText('Price breakdown');
    expect(
      within(lines)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Room charge $640.00',
      'Service charge (10%) $64.00',
      'VAT (18% on the charges before it) $126.72',
      'Conservation fee ($5.00 per night per room) $20.00',
      'Total $850.72',
    ]);
    expect(screen.getByTestId('stay-grand-total')).toHaveTextContent('$850.72');

    // A new check-in starts the stay again, and its lines go with it.
    await user.click(day(/^Friday 15 March 2030/));
    expect(screen.queryByLabelText('Price breakdown')).not.toBeInTheDocument();
  });

  it('shows the next 90 nights free and full, with the rooms left, from the hotel’s availability', async () => {
    let reply: (value: unknown) => void = () => undefined;
    const get = answer(new Promise((resolve) => (reply = resolve)));
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Fort Ramparts' });
    expect(within(calendar()).getByText('Loading free nights…')).toHaveAttribute('role', 'status');
    reply(ok(nightsFree({ '2030-03-12': 0, '2030-03-13': 1 })));
    expect(await within(calendar()).findByRole('button', { name: /^Monday 11 March 2030, 3 rooms left$/ })).toBeEnabled();
    expect(get).toHaveBeenCalledWith('/hotels/h7/availability', expect.objectContaining({ params: { from: TODAY, nights: 90 } }));
    expect(day(/^Tuesday 12 March 2030, full$/)).toBeDisabled();
    expect(day(/^Wednesday 13 March 2030, 1 room left$/)).toBeEnabled();
    expect(day(/^Saturday 9 March 2030/)).toBeDisabled();
    expect(within(calendar()).getByRole('list', { name: 'Calendar key' })).toHaveTextContent('Full: no room free');
    expect(screen.queryByText('Loading free nights…')).not.toBeInTheDocument();

    // Two rooms: the night with one left is full too.
    await user.selectOptions(screen.getByLabelText('Rooms'), '2');
    expect(day(/^Wednesday 13 March 2030, full for 2 rooms, 1 room left$/)).toBeDisabled();
  });

  it('prices the chosen stay and carries it to the booking form with Book Now', async () => {
    answer(nightsFree({ '2030-03-20': 0 }));
    const { user } = open();
    await within(await screen.findByRole('region', { name: 'Free nights and prices' })).findByRole('button', {
      name: /^Friday 15 March 2030, 3 rooms left$/,
    });
    expect(screen.getByText(/Choose a check-in and a check-out date/)).toBeInTheDocument();
    await user.click(day(/^Friday 15 March 2030/));
    // A stay cannot take in the full night of the 20th: the 20th is the latest check-out.
    expect(day(/^Wednesday 20 March 2030, full$/)).toBeEnabled();
    expect(day(/^Thursday 21 March 2030/)).toBeDisabled();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    expect(screen.getByTestId('stay-price')).toHaveTextContent('3 nights × $160.00 × 2 guests = $960.00');
    expect(screen.queryByLabelText('Price breakdown')).not.toBeInTheDocument();
    expect(bookNow()).toHaveAttribute('href', '/booking?checkIn=2030-03-15&checkOut=2030-03-18&guests=2&hotelId=h7');

    await user.selectOptions(screen.getByLabelText('Rooms'), '3');
    expect(bookNow()).toHaveAttribute('href', '/booking?checkIn=2030-03-15&checkOut=2030-03-18&guests=2&rooms=3&hotelId=h7');
  });

  it('shows each night’s price and minimum stay, prices the stay night by night and refuses one too short', async () => {
    const season = { price: 200.5, minNights: 3 };
    answer(
      nightsFree({}, { '2030-03-15': { price: 160, minNights: 1 }, '2030-03-16': season, '2030-03-17': season, '2030-03-18': season }),
    );
    const { user } = open();
    await within(await screen.findByRole('region', { name: 'Free nights and prices' })).findByRole('button', {
      name: /^Friday 15 March 2030, 3 rooms left, \$160\.00 a night per guest$/,
    });
    expect(
      day(/^Saturday 16 March 2030, 3 rooms left, \$200\.50 a night per guest, stays from this night at least 3 nights$/),
    ).toBeEnabled();
    expect(within(calendar()).getByRole('list', { name: 'Calendar key' })).toHaveTextContent(
      'N+: stays starting that night are at least N nights',
    );

    await user.click(day(/^Friday 15 March 2030/));
    await user.click(day(/^Sunday 17 March 2030/));
    expect(screen.getByTestId('stay-price')).toHaveTextContent('2 nights at $160.00 to $200.50 a night × 1 guest = $360.50');

    await user.click(day(/^Saturday 16 March 2030/));
    await user.click(day(/^Monday 18 March 2030/));
    expect(screen.getByRole('alert')).toHaveTextContent('Stays starting on this date must be at least 3 nights');
    expect(screen.queryByTestId('stay-price')).not.toBeInTheDocument();
    expect(bookNow()).toHaveAttribute('href', '/booking?guests=1&hotelId=h7');
  });

  it('says when the rooms chosen no longer fit the dates, and Book Now then carries no dates', async () => {
    answer(nightsFree({ '2030-03-16': 1 }));
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Fort Ramparts' });
    await user.click(await within(calendar()).findByRole('button', { name: /^Friday 15 March 2030, 3 rooms left$/ }));
    await user.click(day(/^Monday 18 March 2030/));
    expect(screen.getByTestId('stay-price')).toHaveTextContent('$480.00');
    await user.selectOptions(screen.getByLabelText('Rooms'), '2');
    expect(screen.getByText('Not every night of these dates has 2 rooms free. Choose other dates or fewer rooms.')).toBeInTheDocument();
    expect(screen.queryByTestId('stay-price')).not.toBeInTheDocument();
    expect(bookNow()).toHaveAttribute('href', '/booking?guests=1&rooms=2&hotelId=h7');
  });

  it('still shows the hotel and chooses dates when its nights cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(apiError(500));
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Free nights could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Fort Ramparts' })).toBeInTheDocument();
    await user.click(day(/^Monday 11 March 2030/));
    await user.click(day(/^Wednesday 13 March 2030/));
    expect(screen.getByTestId('stay-price')).toHaveTextContent('2 nights × $160.00 × 1 guest = $320.00');
    expect(bookNow()).toHaveAttribute('href', '/booking?checkIn=2030-03-11&checkOut=2030-03-13&guests=1&hotelId=h7');
  });

  it('shows the gallery, the address, the amenities in the list’s order, and the times and policies', async () => {
    const photos = [makePhoto('p1', { caption: 'Ramparts at dusk' }), makePhoto('p2', { caption: 'Courtyard' })];
    const detailed: Hotel = {
      ...hotel,
      address: '12 Church Street, Galle Fort',
      amenities: ['spa', 'wifi', 'pool'],
      checkInTime: '15:30',
      checkOutTime: '11:00',
      cover: photos[0]!,
      photos,
    };
    answer(nightsFree(), detailed);
    open();
    const gallery = await screen.findByRole('region', { name: 'Photos of Fort Ramparts' });
    expect(within(gallery).getByRole('img', { name: 'Ramparts at dusk' })).toHaveAttribute('fetchpriority', 'high');
    expect(within(gallery).getByText('Photo 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('12 Church Street, Galle Fort')).toHaveTextContent('Address: 12 Church Street, Galle Fort');
    const amenities = screen.getByRole('region', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wi-Fi', 'Pool', 'Spa']);
    const policies = screen.getByRole('region', { name: 'Policies' });
    expect(within(policies).getByText('Check-in from 3:30 PM')).toBeInTheDocument();
    expect(within(policies).getByText('Check-out by 11:00 AM')).toBeInTheDocument();
    expect(within(policies).getByText('Free cancellation up to 24 hours before check-in')).toBeInTheDocument();
  });

  it('shows the default times of docs/product.md §9 and no amenities list for a hotel that gave none', async () => {
    answer(nightsFree());
    open();
    const policies = await screen.findByRole('region', { name: 'Policies' });
    expect(within(policies).getByText('Check-in from 2:00 PM')).toBeInTheDocument();
    expect(within(policies).getByText('Check-out by 12:00 PM')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Amenities' })).not.toBeInTheDocument();
  });

  it('shows Hotel not found for an unknown hotel', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(404, 'Hotel not found'));
    open();
    expect(await screen.findByRole('heading', { name: 'Hotel not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/browse-hotels');
  });
});

describe('Hotel page in Sinhala', () => {
  it('draws the hotel, its calendar and its policies in Sinhala, its name and town as written', async () => {
    answer(nightsFree(), charged);
    const { user } = renderPage(<HotelDetailsPage />, { route: '/hotels/h7', path: '/hotels/:id', fakeTimers: true, language: 'si' });
    expect(screen.getByRole('status')).toHaveTextContent('හෝටලයේ විස්තර පූරණය වෙමින්…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fort Ramparts' })).toBeInTheDocument();
    expect(screen.getByText('වැඩිපුරම අලෙවි වන')).toBeInTheDocument();
    expect(screen.getByText(/^Galle · හිමිකරු /)).toBeInTheDocument();
    expect(screen.getByText('$160.00').parentElement).toHaveTextContent('රැයකට $160.00');
    // The charges' names as the owner wrote them, how each is reckoned in Sinhala.
    const charges = screen.getByRole('list', { name: /^මිල ගණන් එක් රාත්‍රියකට, එක් අමුත්තෙකුට වේ;/ });
    expect(
      within(charges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Service charge (10%)', 'VAT (පෙර ගාස්තු මත 18%)', 'Conservation fee (එක් කාමරයකට එක් රාත්‍රියකට $5.00)']);
    expect(screen.getByRole('region', { name: 'ප්‍රතිපත්ති' })).toHaveTextContent('පැමිණීමට පැය 24කට පෙර දක්වා නොමිලේ අවලංගු කිරීම');
    const planner = screen.getByRole('region', { name: 'නිදහස් රාත්‍රී සහ මිල ගණන්' });
    expect(planner).toHaveTextContent('ඔබේ නවාතැනේ මිල බැලීමට');
    // The calendar's own words: its months, weekdays and each night's spoken name from the catalog.
    expect(within(planner).getByRole('grid', { name: '2030 මැදින්' })).toHaveTextContent(/^ඉරිදාසඳුදාඅඟහබදාදාබ්‍රහස්සිකුසෙන/);
    expect(await within(planner).findByRole('button', { name: '2030 මැදින් 14, බ්‍රහස්පතින්දා, කාමර 3 ක් ඉතිරිව ඇත' })).toBeEnabled();
    expect(within(planner).getByRole('button', { name: 'ඊළඟ මාසයට යන්න' })).toBeInTheDocument();
    expect(within(planner).getByRole('list', { name: 'දින දර්ශනයේ සංකේත' })).toHaveTextContent('අළු පැහැ දින තෝරාගත නොහැක');
    await user.selectOptions(within(planner).getByLabelText('අමුත්තන්'), '2');
    expect(within(planner).getByLabelText('අමුත්තන්')).toHaveDisplayValue('අමුත්තන් 2');
    expect(screen.getByRole('link', { name: 'දැන් වෙන් කරන්න' })).toHaveAttribute('href', '/booking?guests=2&hotelId=h7');
    expect(screen.getByRole('region', { name: 'අමුත්තන්ගේ සමාලෝචන' })).toBeInTheDocument();
  });
});
