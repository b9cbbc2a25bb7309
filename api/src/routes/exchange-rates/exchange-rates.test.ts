// Rates prices may be shown at in other currencies (decision 0035): anyone reads the rates in use,
// an administrator sets one and reads the history, and a booking keeps the currency and rate its
// page showed, a rate the site set, in use now or replaced less than a day ago. On both databases.
import { sql } from 'kysely';
import { addDays, todayInColombo, type Booking } from '@ceylon/shared/domain';
import { createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActorsWithDatabase } from '../../test/use-actors';

interface Rate {
  currency: string;
  perUsd: number;
  setAt: string;
  setBy?: string | null;
}

describe.each(testDatabases())('exchange rates on %s', (database) => {
  const ctx = useActorsWithDatabase(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  const current = async () => (await call(ctx.app, 'GET', '/api/exchange-rates')).json<{ rates: Rate[] }>().rates;
  const setRate = (body: object, token = ctx.actors.admin.token) => call(ctx.app, 'POST', '/api/exchange-rates', { token, body });

  it('answers the demo rates to anyone, each currency once, for a minute', async () => {
    const response = await call(ctx.app, 'GET', '/api/exchange-rates');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const rates = response.json<{ rates: Rate[] }>().rates;
    expect(rates.map((rate) => rate.currency)).toEqual(['EUR', 'GBP', 'INR', 'LKR']);
    expect(rates.find((rate) => rate.currency === 'LKR')).toEqual({ currency: 'LKR', perUsd: 300, setAt: expect.any(String) });
  });

  it('takes a new rate from an administrator, to six decimals, and keeps the one before in the history', async () => {
    const set = await setRate({ currency: 'EUR', perUsd: 0.871234567 });
    expect(set.statusCode).toBe(201);
    expect(set.json<Rate>()).toEqual({ currency: 'EUR', perUsd: 0.871235, setAt: expect.any(String) });
    expect((await current()).find((rate) => rate.currency === 'EUR')?.perUsd).toBe(0.871235);

    const history = await call(ctx.app, 'GET', '/api/exchange-rates/history?currency=EUR', { token: ctx.actors.admin.token });
    expect(history.statusCode).toBe(200);
    const rates = history.json<{ rates: Rate[] }>().rates;
    expect(rates.map((rate) => rate.perUsd)).toEqual([0.871235, 0.86]);
    expect(rates[0]?.setBy).toEqual(expect.stringMatching(/\S/));
  });

  it('refuses a rate from anyone else, and one that is no rate', async () => {
    expect((await setRate({ currency: 'EUR', perUsd: 1 }, ctx.actors.ownerA.token)).statusCode).toBe(403);
    expect((await call(ctx.app, 'POST', '/api/exchange-rates', { body: { currency: 'EUR', perUsd: 1 } })).statusCode).toBe(401);
    for (const body of [
      { currency: 'USD', perUsd: 1 },
      { currency: 'EUR', perUsd: 0 },
      { currency: 'EUR', perUsd: -2 },
      { currency: 'EUR', perUsd: 2_000_000 },
      { currency: 'EUR', perUsd: '0.9' },
      { currency: 'EUR' },
      { currency: 'EUR', perUsd: 0.9, setAt: '2020-01-01T00:00:00Z' },
    ]) {
      const response = await setRate(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await call(ctx.app, 'GET', '/api/exchange-rates/history?currency=XYZ', { token: ctx.actors.admin.token })).statusCode).toBe(
      400,
    );
  });

  describe('a booking', () => {
    const book = async (shown: object) => {
      const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { price: 50 });
      return call(ctx.app, 'POST', '/api/bookings', {
        token: ctx.actors.customerA.token,
        body: { hotelId: hotel.id, checkIn: day(30), checkOut: day(32), guests: 1, ...shown },
      });
    };
    const keptOf = async (bookingId: string) =>
      ctx.db
        .selectFrom('bookings')
        .select(['shownCurrency', 'shownRate', 'totalPrice'])
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();

    it('keeps the currency and rate its page showed, and is charged in dollars all the same', async () => {
      const booked = await book({ shownCurrency: 'LKR', shownRate: 300 });
      expect(booked.statusCode).toBe(201);
      expect(await keptOf(booked.json<Booking>().id)).toEqual({ shownCurrency: 'LKR', shownRate: 300, totalPrice: 100 });
      const inDollars = await book({ shownCurrency: 'USD' });
      expect(await keptOf(inDollars.json<Booking>().id)).toEqual({ shownCurrency: 'USD', shownRate: 1, totalPrice: 100 });
      const unsaid = await book({});
      expect(await keptOf(unsaid.json<Booking>().id)).toEqual({ shownCurrency: null, shownRate: null, totalPrice: 100 });
    });

    it('takes a rate replaced less than a day ago, not one replaced before, nor one never set', async () => {
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      await ctx.db
        .insertInto('exchangeRates')
        .values([
          { currency: 'INR', perUsd: 50, setAt: hoursAgo(72), setBy: null },
          { currency: 'INR', perUsd: 60, setAt: hoursAgo(48), setBy: null },
          { currency: 'INR', perUsd: 70, setAt: hoursAgo(1), setBy: null },
        ])
        .execute();
      // In use a day ago (set two days ago, replaced an hour ago): a page opened then showed it.
      expect((await book({ shownCurrency: 'INR', shownRate: 60 })).statusCode).toBe(201);
      expect((await book({ shownCurrency: 'INR', shownRate: 70 })).statusCode).toBe(201);
      for (const [shown, field, message] of [
        [{ shownCurrency: 'INR', shownRate: 50 }, 'shownRate', 'Prices in INR are no longer shown at 50 to the dollar'],
        [{ shownCurrency: 'INR', shownRate: 65 }, 'shownRate', 'Prices in INR are no longer shown at 65 to the dollar'],
        [{ shownCurrency: 'LKR' }, 'shownRate', 'shownRate must give the rate LKR was shown at'],
        [{ shownRate: 300 }, 'shownCurrency', 'shownCurrency must say which currency shownRate is for'],
        [{ shownCurrency: 'USD', shownRate: 2 }, 'shownRate', 'US dollars are shown at a rate of 1'],
      ] as const) {
        const refused = await book(shown);
        expect({ shown, status: refused.statusCode, field: refused.json<{ field?: string }>().field }).toEqual({
          shown,
          status: 400,
          field,
        });
        expect(refused.json<{ message: string }>().message).toContain(message);
      }
      // Nothing of a refused booking is kept.
      const kept = await sql<{ count: string }>`select count(*) from bookings where shown_rate in (50, 65)`.execute(ctx.db);
      expect(Number(kept.rows[0]?.count)).toBe(0);
    });
  });
});
