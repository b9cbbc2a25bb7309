// CSV exports of bookings: read back with csv-parse, so quoting, the byte-order
// mark, Sinhala and Tamil names and the neutralised formulas are checked as a spreadsheet reads
// them; the filters, the roles and the paging underneath on both databases.
import { parse } from 'csv-parse/sync';
import { addDays, todayInColombo, type Booking, type Hotel } from '@ceylon/shared/domain';
import { exportedBookings } from '../../bookings/bookings-export-repository';
import { createActor, createActors, createHotel, type Actor, type Actors } from '../../test/actors';
import { promotionRules } from '../../test/promotion-fixtures';
import { pastStay } from '../../test/review-fixtures';
import { call, testDatabases } from '../../test/test-app';
import { useAppWithDatabase } from '../../test/use-app-with-database';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe.each(testDatabases())('bookings exports on %s', (database) => {
  const site = useAppWithDatabase(database);
  const today = todayInColombo();
  const day = (n: number) => addDays(today, n);
  let actors: Actors;
  let hotel: Hotel;
  let other: Hotel;
  const guests: Record<string, Actor> = {};
  const made: Booking[] = [];

  const book = async (guest: Actor, at: Hotel, from: number, nights = 1) => {
    const response = await call(site.app, 'POST', '/api/bookings', {
      token: guest.token,
      body: { hotelId: at.id, checkIn: day(from), checkOut: day(from + nights), guests: 2 },
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json<Booking>();
    made.push(booking);
    return booking;
  };

  beforeAll(async () => {
    actors = await createActors(site.app);
    hotel = await createHotel(site.app, actors.ownerA, { title: 'Sea View, "The" Inn', location: 'ගාල්ල', price: 33.35, rooms: 10 });
    other = await createHotel(site.app, actors.ownerB, { title: 'யாழ் Lodge', location: 'Jaffna', price: 40, rooms: 10 });
    for (const name of ['=HYPERLINK("http://evil.example")', '+94 77 123', '-Nimal', '@Home', 'සුනිල්', 'முருகன்']) {
      const guest = await createActor(site.app, actors.admin, 'user', 'Guest');
      const named = await call(site.app, 'PATCH', '/api/account', { token: guest.token, body: { firstName: name } });
      expect(named.statusCode).toBe(200);
      guests[name] = guest;
    }
    await book(guests['=HYPERLINK("http://evil.example")'] as Actor, hotel, 10, 3);
    await book(guests['+94 77 123'] as Actor, hotel, 20);
    await book(guests['-Nimal'] as Actor, hotel, 30);
    await book(guests['@Home'] as Actor, other, 10);
    await book(guests['සුනිල්'] as Actor, hotel, 40, 2);
    await book(guests['முருகன்'] as Actor, hotel, 50);
  }, 120_000);

  const exportOf = (url: string, actor: Actor = actors.ownerA) => call(site.app, 'GET', url, { token: actor.token });
  const rowsOf = (body: Buffer) => parse<Record<string, string>>(body, { bom: true, columns: true });
  const hotelCsvOf = (hotelId: string, query = '', actor?: Actor) => exportOf(`/api/hotels/${hotelId}/bookings/export${query}`, actor);
  const hotelCsv = (query = '', actor?: Actor) => hotelCsvOf(hotel.id, query, actor);

  it('answers a CSV file in UTF-8 with a byte-order mark that reads back exactly, formulas made text', async () => {
    const response = await hotelCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="hotel-bookings-${today}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    expect(response.rawPayload.toString('utf8')).toContain('\r\n');
    const rows = rowsOf(response.rawPayload);
    expect(rows.map((row) => row['Guest first name'])).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      `'+94 77 123`,
      `'-Nimal`,
      'සුනිල්',
      'முருகன்',
    ]);
    const [first] = rows;
    const booking = made[0] as Booking;
    expect(first).toEqual({
      Reference: booking.reference,
      Hotel: 'Sea View, "The" Inn',
      Location: 'ගාල්ල',
      'Guest first name': `'=HYPERLINK("http://evil.example")`,
      'Guest last name': 'Tester',
      'Check-in': day(10),
      'Check-out': day(13),
      Nights: '3',
      Guests: '2',
      Rooms: '1',
      // 3 nights × 33.35 × 2 guests, exact to the cent.
      'Total (USD)': '200.10',
      Status: 'confirmed',
      'Booked at (Asia/Colombo)': expect.stringMatching(new RegExp(`^${today} \\d\\d:\\d\\d:\\d\\d$`)),
      'Room charge (USD)': '200.10',
      'Promotion code': '',
      'Discount (USD)': '',
      'Taxes and charges (USD)': '0.00',
    });
    // No cell of the file starts a formula.
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it("gives the lines a total was made of: room charge, a promotion code's discount, taxes and charges", async () => {
    const taxed = await createHotel(site.app, actors.ownerA, { title: 'Taxed Inn', price: 100, rooms: 5 });
    const charging = await call(site.app, 'PUT', `/api/hotels/${taxed.id}/taxes`, {
      token: actors.ownerA.token,
      body: {
        charges: [
          { name: 'Service charge', kind: 'percent', rate: 10 },
          { name: 'VAT', kind: 'percent', rate: 18, compound: true },
        ],
      },
    });
    expect(charging.statusCode).toBe(200);
    const code = `CSV${Date.now().toString(36)}`.toUpperCase();
    const promotion = await call(site.app, 'POST', '/api/promotions', {
      token: actors.admin.token,
      body: promotionRules(code),
    });
    expect(promotion.statusCode).toBe(201);
    const booking = await call(site.app, 'POST', '/api/bookings', {
      token: actors.customerA.token,
      body: { hotelId: taxed.id, checkIn: day(60), checkOut: day(62), guests: 1, promotionCode: code },
    });
    expect(booking.statusCode).toBe(201);
    const rows = rowsOf((await hotelCsvOf(taxed.id)).rawPayload);
    // 2 nights × $100 = 200.00, 10% off = 180.00; service 10% = 18.00, VAT 18% of 198.00 = 35.64.
    expect(rows).toEqual([
      expect.objectContaining({
        'Total (USD)': '233.64',
        'Room charge (USD)': '200.00',
        'Promotion code': code,
        'Discount (USD)': '20.00',
        'Taxes and charges (USD)': '53.64',
      }),
    ]);
  });

  it('filters by stay dates, booking dates and status', async () => {
    const references = async (query: string, url = `/api/hotels/${hotel.id}/bookings/export`) => {
      const response = await exportOf(`${url}${query}`, actors.admin);
      expect(response.statusCode).toBe(200);
      return rowsOf(response.rawPayload).map((row) => row.Reference);
    };
    const ref = (i: number) => made[i]?.reference;
    // The first stay holds the nights of days 10, 11 and 12: a window touching any of them finds it.
    expect(await references(`?from=${day(12)}&to=${day(25)}`)).toEqual([ref(0), ref(1)]);
    expect(await references(`?dates=stay&from=${day(13)}&to=${day(20)}`)).toEqual([ref(1)]);
    expect(await references(`?to=${day(9)}`)).toEqual([]);
    expect(await references(`?dates=booked&from=${today}&to=${today}`)).toEqual([ref(0), ref(1), ref(2), ref(4), ref(5)]);
    expect(await references(`?dates=booked&from=${day(1)}`)).toEqual([]);

    const cancelled = made[2] as Booking;
    const cancelling = await call(site.app, 'PUT', `/api/bookings/${cancelled.id}/cancel`, { token: actors.admin.token });
    expect(cancelling.statusCode).toBe(200);
    // A past stay still stored as confirmed is reported completed; so is one stored as completed (as
    // the demo data and older bookings are): the filter keeps both, as the pages and the file show them.
    await pastStay(site.db, { userId: actors.customerA.user.id, hotelId: hotel.id, daysAgo: 5 });
    await pastStay(site.db, { userId: actors.customerB.user.id, hotelId: hotel.id, daysAgo: 8, status: 'completed' });
    expect(await references('?status=cancelled')).toEqual([ref(2)]);
    expect(await references('?status=confirmed')).toEqual([ref(0), ref(1), ref(4), ref(5)]);
    const completed = await exportOf(`/api/hotels/${hotel.id}/bookings/export?status=completed`, actors.admin);
    expect(rowsOf(completed.rawPayload).map((row) => [row['Guest first name'], row.Status, row['Check-out']])).toEqual([
      ['Amara', 'completed', day(-5)],
      ['Bandara', 'completed', day(-8)],
    ]);
    // The administrator's export of every hotel has the other hotel's booking too.
    const all = await references(`?dates=stay&from=${day(10)}&to=${day(10)}`, '/api/all-bookings/export');
    expect(all).toEqual(expect.arrayContaining([ref(0), ref(3)]));
    expect(all).not.toContain(ref(1));
  });

  it('keeps each hotel to its owner and administrators, and explains a bad filter', async () => {
    expect((await hotelCsv('', actors.ownerB)).statusCode).toBe(403);
    expect((await hotelCsv('', actors.customerA)).statusCode).toBe(403);
    expect((await exportOf('/api/all-bookings/export')).statusCode).toBe(403);
    expect((await call(site.app, 'GET', `/api/hotels/${hotel.id}/bookings/export`)).statusCode).toBe(401);
    const missing = await exportOf('/api/hotels/00000000-0000-4000-8000-000000000000/bookings/export');
    expect(missing.statusCode).toBe(404);
    for (const [query, field, message] of [
      ['?from=2026-13-40', 'from', 'from must be a date written YYYY-MM-DD'],
      [`?from=${day(5)}&to=${day(4)}`, 'to', 'to must be on or after from'],
      ['?status=lost', 'status', undefined],
      ['?dates=checkout', 'dates', undefined],
      ['?format=xlsx', undefined, undefined],
    ] as const) {
      const refused = await hotelCsv(query);
      expect(refused.statusCode).toBe(400);
      if (field) expect(refused.json()).toMatchObject({ field });
      if (message) expect(refused.json()).toMatchObject({ message });
    }
  });

  it('reads page after page without losing or repeating a booking', async () => {
    const filter = { dates: 'stay' as const, hotelId: hotel.id };
    const whole = [];
    for await (const booking of exportedBookings(site.db, filter, today, 1000)) whole.push(booking.id);
    const paged = [];
    for await (const booking of exportedBookings(site.db, filter, today, 2)) paged.push(booking.id);
    expect(whole.length).toBeGreaterThan(4);
    expect(paged).toEqual(whole);
  });
});
