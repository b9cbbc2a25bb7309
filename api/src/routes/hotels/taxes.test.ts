// Taxes and charges: an owner replaces a hotel's list; a booking's total is the
// room charge and the charges (the client's totalPrice compared with it), the booking keeps its
// breakdown, and a later change of the charges leaves it as it was.
import { addDays, todayInColombo, type Booking, type Hotel, type HotelCharge } from '@ceylon/shared/domain';
import { createHotel, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useMailApp } from '../../test/use-mail-app';

let unique = 0;

const SERVICE: HotelCharge = { name: 'Service charge', kind: 'percent', rate: 10, compound: false };
const VAT: HotelCharge = { name: 'VAT', kind: 'percent', rate: 18, compound: true };
const LEVY: HotelCharge = { name: 'Tourism levy', kind: 'perNight', rate: 1.5, compound: false };

describe.each(testDatabases())('hotel taxes and charges on %s', (database) => {
  // With the outbox's database at hand, to read the mails the bookings queue.
  const ctx = useMailApp(database, {});
  const day = (n: number) => addDays(todayInColombo(), n);
  const taxesUrl = (hotel: Hotel) => `/api/hotels/${hotel.id}/taxes`;
  const replace = (hotel: Hotel, charges: object[], actor: Actor = ctx.actors.ownerA) =>
    call(ctx.app, 'PUT', taxesUrl(hotel), { token: actor.token, body: { charges } });
  const list = async (hotel: Hotel) =>
    (await call(ctx.app, 'GET', taxesUrl(hotel), { token: ctx.actors.ownerA.token })).json<{ charges: HotelCharge[] }>().charges;
  const book = (hotel: Hotel, body: object) =>
    call(ctx.app, 'POST', '/api/bookings', { token: ctx.actors.customerA.token, body: { hotelId: hotel.id, ...body } });
  const newHotel = () => createHotel(ctx.app, ctx.actors.ownerA, { price: 100, title: `Tax Test Hotel ${(unique += 1)}` });

  it('replaces the list as a whole, in order, tidied; an empty list removes every charge', async () => {
    const hotel = await newHotel();
    expect(await list(hotel)).toEqual([]);
    const saved = await replace(hotel, [
      { name: '  Service charge ', kind: 'percent', rate: 10 },
      { ...VAT },
      // Only a percentage compounds.
      { ...LEVY, compound: true },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ charges: [SERVICE, VAT, LEVY] });
    expect(await list(hotel)).toEqual([SERVICE, VAT, LEVY]);
    expect((await replace(hotel, [VAT])).json()).toEqual({ charges: [VAT] });
    expect((await replace(hotel, [])).json()).toEqual({ charges: [] });
    expect(await list(hotel)).toEqual([]);
  });

  it('gives anyone the list with the hotel, in order, for its page and its booking form, as the API document says', async () => {
    const hotel = await newHotel();
    const other = await newHotel();
    await replace(hotel, [SERVICE, VAT, LEVY]);
    await replace(other, [LEVY]);
    // No token: the hotel page is public.
    const detail = await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Hotel>().charges).toEqual([SERVICE, VAT, LEVY]);
    expect((await call(ctx.app, 'GET', `/api/hotels/${other.id}`)).json<Hotel>().charges).toEqual([LEVY]);
    await replace(hotel, [LEVY, SERVICE]);
    expect((await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`)).json<Hotel>().charges).toEqual([LEVY, SERVICE]);

    const document = (await call(ctx.app, 'GET', '/api/docs/json')).json<{
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> } }
      >;
    }>();
    const shown = document.paths['/api/hotels/{id}']!.get.responses['200']!.content['application/json']!.schema.properties;
    expect(shown.charges).toMatchObject({
      type: 'array',
      items: { required: ['name', 'kind', 'rate', 'compound'], properties: { kind: { enum: ['percent', 'perStay', 'perNight'] } } },
    });
  });

  it('refuses more than ten charges, a percentage over 100, an unknown kind and other fields, leaving the list as it was', async () => {
    const hotel = await newHotel();
    await replace(hotel, [SERVICE]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...SERVICE, name: `Charge ${i}` }));
    for (const charges of [
      eleven,
      [{ ...VAT, rate: 100.5 }],
      [{ ...VAT, kind: 'perGuest' }],
      [{ ...VAT, extra: 1 }],
      [{ ...VAT, name: ' ' }],
    ]) {
      const response = await replace(hotel, charges);
      expect(response.statusCode).toBe(400);
    }
    expect((await replace(hotel, [{ ...VAT, rate: 100.5 }])).json()).toMatchObject({
      message: 'A percentage can be at most 100',
      field: 'charges/0/rate',
    });
    expect(await list(hotel)).toEqual([SERVICE]);
  });

  it("refuses another owner's hotel and a hotel that does not exist", async () => {
    const hotel = await newHotel();
    expect((await replace(hotel, [VAT], ctx.actors.ownerB)).statusCode).toBe(403);
    expect(
      (await call(ctx.app, 'GET', '/api/hotels/00000000-0000-4000-8000-000000000000/taxes', { token: ctx.actors.admin.token })).statusCode,
    ).toBe(404);
    expect((await replace(hotel, [VAT], ctx.actors.admin)).statusCode).toBe(200);
  });

  it('prices a booking with the charges, compares the client total with the grand total and keeps the breakdown', async () => {
    const hotel = await newHotel();
    await replace(hotel, [SERVICE, LEVY, VAT]);
    // 2 nights × 100 × 2 guests = 400; service 40; levy 1.50 × 2 nights × 2 rooms = 6; VAT 18% of 446 = 80.28.
    const stay = { checkIn: day(30), checkOut: day(32), guests: 2, rooms: 2 };
    const roomOnly = await book(hotel, { ...stay, totalPrice: 400 });
    expect(roomOnly.statusCode).toBe(400);
    expect(roomOnly.json()).toMatchObject({
      field: 'totalPrice',
      message: expect.stringContaining(
        'does not match the price of this stay: 526.28 (2 nights × 100 per night × 2 guests plus taxes and charges 126.28)',
      ),
    });
    const made = await book(hotel, { ...stay, totalPrice: 526.28 });
    expect(made.statusCode).toBe(201);
    const booking = made.json<Booking>();
    const breakdown = {
      roomCharge: 400,
      charges: [
        { ...SERVICE, amount: 40 },
        { ...LEVY, amount: 6 },
        { ...VAT, amount: 80.28 },
      ],
      total: 526.28,
    };
    expect(booking).toMatchObject({ totalPrice: 526.28, priceBreakdown: breakdown });

    // The guest's and the owner's mails list the lines.
    const mailText = async (kind: string) =>
      (
        await ctx.db
          .selectFrom('mailOutbox')
          .select('textBody')
          .where('bookingId', '=', booking.id)
          .where('kind', '=', kind as 'booking-confirmed')
          .executeTakeFirstOrThrow()
      ).textBody;
    for (const text of [await mailText('booking-confirmed'), await mailText('owner-booking-made')]) {
      for (const line of [
        'Room charge: $400.00',
        'Service charge (10%): $40.00',
        'Tourism levy ($1.50 per night per room): $6.00',
        'VAT (18% on the charges before it): $80.28',
        'Total: $526.28',
      ])
        expect(text).toContain(line);
    }

    // Later changes to the charges and the price leave the booking as it was booked.
    await replace(hotel, [{ ...VAT, rate: 25 }]);
    await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerA.token, body: { price: 150 } });
    const again = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ctx.actors.customerA.token });
    expect(again.json<Booking>()).toMatchObject({ totalPrice: 526.28, priceBreakdown: breakdown });
    const mine = (await call(ctx.app, 'GET', '/api/bookings/my-bookings', { token: ctx.actors.customerA.token })).json<Booking[]>();
    expect(mine.find((b) => b.id === booking.id)?.priceBreakdown).toEqual(breakdown);
    const owners = (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/bookings`, { token: ctx.actors.ownerA.token })).json<Booking[]>();
    expect(owners.find((b) => b.id === booking.id)?.priceBreakdown).toEqual(breakdown);

    // The cancellation mail gives the lines as booked, owed no more.
    expect((await call(ctx.app, 'PUT', `/api/bookings/${booking.id}/cancel`, { token: ctx.actors.customerA.token })).statusCode).toBe(200);
    const cancelled = await mailText('booking-cancelled');
    expect(cancelled).toContain('VAT (18% on the charges before it): $80.28');
    expect(cancelled).toContain('Total: $526.28 (cancelled: nothing is owed)');

    // A new booking takes the new figures: 1 night × 150 × 1 guest = 150, VAT 25% = 37.50.
    const next = await book(hotel, { checkIn: day(40), checkOut: day(41), guests: 1, totalPrice: 187.5 });
    expect(next.json<Booking>().priceBreakdown).toEqual({ roomCharge: 150, charges: [{ ...VAT, rate: 25, amount: 37.5 }], total: 187.5 });
  });

  it('gives a hotel without charges the room charge as its total, and one breakdown line of it', async () => {
    const hotel = await newHotel();
    const made = await book(hotel, { checkIn: day(30), checkOut: day(33), guests: 1, totalPrice: 300 });
    expect(made.statusCode).toBe(201);
    expect(made.json<Booking>()).toMatchObject({ totalPrice: 300, priceBreakdown: { roomCharge: 300, charges: [], total: 300 } });
  });
});
