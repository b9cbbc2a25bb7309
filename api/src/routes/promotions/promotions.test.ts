// Promotion codes (decision 0032): the check before Confirm with every reason a code does not apply,
// the discount a booking takes and keeps, a cancelled booking's use given back, and the race: a
// code limited to N uses is used exactly N times by more racing bookings, on both databases.
import { addDays, todayInColombo, type Booking } from '@ceylon/shared/domain';
import { createHotel } from '../../test/actors';
import { promotionRules } from '../../test/promotion-fixtures';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

describe.each(testDatabases())('promotion codes on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  let unique = 0;
  const codeName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(unique += 1)}`.toUpperCase();
  const rules = (over: object = {}) => promotionRules(codeName('T'), { validFrom: day(0), ...over });
  const siteWide = async (over: object = {}) => {
    const response = await call(ctx.app, 'POST', '/api/promotions', { token: ctx.actors.admin.token, body: rules(over) });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; code: string }>();
  };
  const stay = (hotelId: string, from: number, nights = 2) => ({ hotelId, checkIn: day(from), checkOut: day(from + nights), guests: 2 });
  const check = (body: object, token = ctx.actors.customerA.token) => call(ctx.app, 'POST', '/api/promotions/check', { token, body });

  it('prices a code before Confirm, and the booking takes the same discount and keeps it', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}/taxes`, {
      token: ctx.actors.ownerA.token,
      body: { charges: [{ name: 'Service charge', kind: 'percent', rate: 10 }] },
    });
    const { code } = await siteWide({ value: 12.5 });
    const checked = await check({ ...stay(hotel.id, 20), code: code.toLowerCase() });
    expect(checked.statusCode).toBe(200);
    const { priceBreakdown } = checked.json<{
      applies: true;
      priceBreakdown: { roomCharge: number; discount: { code: string; amount: number }; total: number };
    }>();
    const room = hotel.price * 2 * 2;
    expect(priceBreakdown.roomCharge).toBe(room);
    expect(priceBreakdown.discount).toEqual({ code, amount: Math.round(room * 12.5) / 100 });
    const booked = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { ...stay(hotel.id, 20), promotionCode: code.toLowerCase(), totalPrice: priceBreakdown.total },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json<Booking>().totalPrice).toBe(priceBreakdown.total);
    expect(booked.json<Booking>().priceBreakdown).toEqual(priceBreakdown);
    // Without the code the same total is refused: the price is the server's.
    const without = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { ...stay(hotel.id, 30), totalPrice: priceBreakdown.total },
    });
    expect(without.statusCode).toBe(400);
  });

  it('names every reason a code does not apply, and a booking with it is refused with the same message', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    const other = await createHotel(ctx.app, ctx.actors.ownerB);
    const own = await call(ctx.app, 'POST', `/api/hotels/${other.id}/promotions`, { token: ctx.actors.ownerB.token, body: rules() });
    expect(own.statusCode).toBe(201);
    const codes = {
      unknown: 'NO-SUCH-CODE',
      inactive: (await siteWide({ active: false })).code,
      notYetValid: (await siteWide({ validFrom: day(100) })).code,
      expired: (await siteWide({ validFrom: day(0), validUntil: day(5) })).code,
      notForHotel: own.json<{ code: string }>().code,
      belowMinimumStay: (await siteWide({ minNights: 3 })).code,
    };
    for (const [reason, code] of Object.entries(codes)) {
      const answer = (await check({ ...stay(hotel.id, 10), code })).json<{ applies: boolean; reason: string; message: string }>();
      expect({ code, ...answer }).toMatchObject({ code, applies: false, reason });
      const booking = await call(ctx.app, 'POST', '/api/bookings', {
        token: ctx.actors.customerA.token,
        body: { ...stay(hotel.id, 10), promotionCode: code },
      });
      expect(booking.statusCode).toBe(400);
      expect(booking.json<{ message: string }>().message).toBe(answer.message);
    }

    // Per guest: once for customerA, who then is told so; customerB may still use it.
    const { code } = await siteWide({ maxUsesPerGuest: 1, maxUses: 2 });
    const book = (token: string, from: number) =>
      call(ctx.app, 'POST', '/api/bookings', { token, body: { ...stay(hotel.id, from, 1), promotionCode: code } });
    expect((await book(ctx.actors.customerA.token, 40)).statusCode).toBe(201);
    expect((await check({ ...stay(hotel.id, 41), code })).json()).toMatchObject({ applies: false, reason: 'usedByYou' });
    const second = await book(ctx.actors.customerB.token, 42);
    expect(second.statusCode).toBe(201);
    expect((await check({ ...stay(hotel.id, 43), code }, ctx.actors.ownerA.token)).json()).toMatchObject({
      applies: false,
      reason: 'usedUp',
    });

    // A cancelled booking gives its use back.
    const cancelled = await call(ctx.app, 'PUT', `/api/bookings/${second.json<Booking>().id}/cancel`, {
      token: ctx.actors.customerB.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await check({ ...stay(hotel.id, 43), code }, ctx.actors.ownerA.token)).json()).toMatchObject({ applies: true });
  });

  it('refuses a code that clashes with another, in any case, naming it', async () => {
    const { code } = await siteWide();
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    const clash = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/promotions`, {
      token: ctx.actors.ownerA.token,
      body: rules({ code: code.toLowerCase() }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toContain(code);
  });

  it('uses a code limited to 3 uses exactly 3 times under 12 racing bookings', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 50 });
    const { code, id } = await siteWide({ maxUses: 3 });
    const racers = Array.from({ length: 12 }, (_, i) =>
      call(ctx.app, 'POST', '/api/bookings', {
        token: i % 2 ? ctx.actors.customerA.token : ctx.actors.customerB.token,
        body: { ...stay(hotel.id, 60 + (i % 4), 1), promotionCode: code },
      }),
    );
    const responses = await Promise.all(racers);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, ...Array(9).fill(400)]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json<{ message: string }>().message).toBe('This promotion code has been used up');
    }
    for (const won of responses.filter((r) => r.statusCode === 201)) expect(won.json<Booking>().priceBreakdown?.discount?.code).toBe(code);
    const listed = await call(ctx.app, 'GET', '/api/promotions', { token: ctx.actors.admin.token });
    expect(listed.json<{ promotions: { id: string; uses: number }[] }>().promotions.find((p) => p.id === id)?.uses).toBe(3);
  });
});
