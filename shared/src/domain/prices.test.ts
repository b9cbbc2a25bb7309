// The price of a stay night by night, in whole cents (docs/product.md §9).
import { stayPrice } from './booking-rules';
import {
  chargeBasis,
  chargeLines,
  discountCents,
  fromCents,
  minimumStayProblem,
  nightPriceRange,
  priceListedNights,
  priceLinesOf,
  priceStay,
  stayTotal,
  roundToCents,
  toCents,
  weekdayOf,
  type HotelCharge,
  type SeasonPricing,
} from './prices';

// 2030-12-02 is a Monday.
const season = (over: Partial<SeasonPricing> = {}): SeasonPricing => ({
  firstNight: '2030-12-02',
  lastNight: '2030-12-08',
  price: 55.55,
  weekendPrice: 70.1,
  weekendNights: [5, 6],
  minNights: 2,
  ...over,
});

describe('prices', () => {
  it('turns dollars into cents once, a half cent away from zero, and back', () => {
    expect([toCents(0.1), toCents(33.33), toCents(1.005), toCents(-2.5), toCents(0.125)]).toEqual([10, 3333, 101, -250, 13]);
    expect(fromCents(99999)).toBe(999.99);
    expect([roundToCents(1.005), roundToCents(12.5), roundToCents(-0.125)]).toEqual([1.01, 12.5, -0.13]);
  });

  it('names nights by ISO weekday: Monday 1 … Sunday 7', () => {
    expect(['2030-12-02', '2030-12-06', '2030-12-07', '2030-12-08'].map(weekdayOf)).toEqual([1, 5, 6, 7]);
  });

  it('is the rule of one price for every night when a hotel has no season, without float error', () => {
    const pricing = { price: 0.1, seasons: [] };
    expect(stayTotal(pricing, '2030-01-01', '2030-01-04', 1)).toBe(0.3);
    expect(stayTotal({ price: 100.5, seasons: [] }, '2025-01-30', '2025-02-02', 2)).toBe(stayPrice(100.5, '2025-01-30', '2025-02-02', 2));
  });

  it("prices each night at its season's weekday or weekend price, else the base price, × guests", () => {
    // Sunday 1st (base), Mon–Thu (4 × 55.55), Fri–Sat (2 × 70.10), Sunday 8th (55.55), Monday 9th (base).
    const price = priceStay({ price: 40, seasons: [season()] }, '2030-12-01', '2030-12-10', 3);
    expect(price.nights.map((n) => n.cents)).toEqual([4000, 5555, 5555, 5555, 5555, 7010, 7010, 5555, 4000]);
    expect(price.roomChargeCents).toBe((4000 * 2 + 5555 * 5 + 7010 * 2) * 3);
    expect(price.totalCents).toBe(price.roomChargeCents);
    expect(nightPriceRange(price)).toEqual({ lowest: 40, highest: 70.1 });
  });

  it('takes the weekday price on weekend nights when the season has no weekend price, and other weekend nights when named', () => {
    const plain = priceStay({ price: 40, seasons: [season({ weekendPrice: null })] }, '2030-12-06', '2030-12-08', 1);
    expect(plain.nights.map((n) => n.cents)).toEqual([5555, 5555]);
    const sundays = priceStay({ price: 40, seasons: [season({ weekendNights: [7] })] }, '2030-12-06', '2030-12-09', 1);
    expect(sundays.nights.map((n) => n.cents)).toEqual([5555, 5555, 7010]);
  });

  it("holds a stay to its first night's season minimum only", () => {
    const seasons = [season()];
    expect(minimumStayProblem('2030-12-07', '2030-12-08', seasons)).toBe('Stays starting on this date must be at least 2 nights');
    expect(minimumStayProblem('2030-12-07', '2030-12-09', seasons)).toBeNull();
    expect(minimumStayProblem('2030-12-01', '2030-12-02', seasons)).toBeNull();
  });

  it('gives a page the same figure from the nights its availability lists, the base price past them', () => {
    const pricing = { price: 40, seasons: [season()] };
    const listed = ['2030-12-04', '2030-12-05', '2030-12-06'].map((date) => ({
      date,
      price: fromCents(priceStay(pricing, date, '2030-12-07', 1).nights[0]?.cents ?? 0),
    }));
    expect(priceListedNights(40, listed, '2030-12-04', '2030-12-07', 2)).toEqual(priceStay(pricing, '2030-12-04', '2030-12-07', 2));
    expect(priceListedNights(40, listed, '2030-12-06', '2030-12-08', 1).totalCents).toBe(7010 + 4000);
  });

  describe('taxes and charges', () => {
    const service: HotelCharge = { name: 'Service charge', kind: 'percent', rate: 10, compound: false };
    const vat: HotelCharge = { name: 'VAT', kind: 'percent', rate: 18, compound: true };

    it('gives exactly the room charge as the total when the hotel has no charges', () => {
      const price = priceStay({ price: 33.33, seasons: [season()] }, '2030-12-01', '2030-12-10', 3, { charges: [], rooms: 2 });
      expect(price.charges).toEqual([]);
      expect(price.totalCents).toBe(price.roomChargeCents);
      expect(price).toEqual(priceStay({ price: 33.33, seasons: [season()] }, '2030-12-01', '2030-12-10', 3));
    });

    it('takes a compounding percentage of the room charge and the charges before it, any other of the room charge alone', () => {
      // 2 nights × 100 × 2 guests = 400.00; service 10% = 40.00; VAT 18% of 440.00 = 79.20.
      const price = priceStay({ price: 100, seasons: [] }, '2030-01-01', '2030-01-03', 2, { charges: [service, vat] });
      expect(price.charges.map((line) => line.cents)).toEqual([4000, 7920]);
      expect(price.totalCents).toBe(40000 + 4000 + 7920);
      const flat = priceStay({ price: 100, seasons: [] }, '2030-01-01', '2030-01-03', 2, {
        charges: [service, { ...vat, compound: false }],
      });
      expect(flat.charges.map((line) => line.cents)).toEqual([4000, 7200]);
    });

    it('rounds each percentage line to the cent, a half cent away from zero, and sums the rounded lines', () => {
      // 10% of 0.05 is 0.5 cent: 1 cent. 2.5% of 0.19 is 0.475 cent: 0. 18% of 1.25 (= 1.20 + 0.05) is 22.5 cents: 23.
      expect(chargeLines(5, [service], 1, 1).map((line) => line.cents)).toEqual([1]);
      expect(chargeLines(19, [{ ...service, rate: 2.5 }], 1, 1).map((line) => line.cents)).toEqual([0]);
      expect(chargeLines(120, [{ ...service, kind: 'perStay', rate: 0.05 }, vat], 1, 1).map((line) => line.cents)).toEqual([5, 23]);
      // 0.01% of 1,000,000 dollars × 90 nights stays exact in integers.
      expect(chargeLines(9_000_000_000, [{ ...service, rate: 0.01 }], 90, 1)[0]?.cents).toBe(900_000);
    });

    it('charges a fixed amount once per stay, or per night per room, in exact cents', () => {
      const levy: HotelCharge = { name: 'Tourism levy', kind: 'perNight', rate: 0.1, compound: false };
      const cleaning: HotelCharge = { name: 'Cleaning', kind: 'perStay', rate: 12.35, compound: false };
      const price = priceStay({ price: 40, seasons: [] }, '2030-01-01', '2030-01-04', 2, { charges: [levy, cleaning, vat], rooms: 2 });
      // Room 3 × 40 × 2 = 240.00; levy 0.10 × 3 nights × 2 rooms = 0.60; cleaning 12.35; VAT 18% of 252.95 = 45.531.
      expect(price.charges.map((line) => line.cents)).toEqual([60, 1235, 4553]);
      expect(fromCents(price.totalCents)).toBe(298.48);
    });

    it('gives a page the same lines from its listed nights as the server from the seasons', () => {
      const pricing = { price: 40, seasons: [] };
      const charges = { charges: [service, vat], rooms: 1 };
      expect(priceListedNights(40, [], '2030-12-04', '2030-12-07', 2, charges)).toEqual(
        priceStay(pricing, '2030-12-04', '2030-12-07', 2, charges),
      );
    });

    it('keeps the lines in dollars for a booking, and says how each is reckoned', () => {
      const price = priceStay({ price: 100, seasons: [] }, '2030-01-01', '2030-01-02', 1, { charges: [service, vat] });
      expect(priceLinesOf(price)).toEqual({
        roomCharge: 100,
        charges: [
          { ...service, amount: 10 },
          { ...vat, amount: 19.8 },
        ],
        total: 129.8,
      });
      expect(
        [service, vat, { ...service, kind: 'perNight' as const, rate: 2.5 }, { ...service, kind: 'perStay' as const, rate: 5 }].map(
          chargeBasis,
        ),
      ).toEqual(['10%', '18% on the charges before it', '$2.50 per night per room', '$5.00 per stay']);
    });
  });
});

describe('promotion discounts', () => {
  const flat = { price: 100, seasons: [] };
  it('takes a percentage off the room charge, to the nearest cent, a half away from zero', () => {
    expect(discountCents(1005, { code: 'X', kind: 'percent', value: 10 })).toBe(101); // 100.5 cents
    expect(discountCents(1004, { code: 'X', kind: 'percent', value: 10 })).toBe(100);
    expect(discountCents(333, { code: 'X', kind: 'percent', value: 12.5 })).toBe(42); // 41.625
  });
  it('never takes more than the room charge', () => {
    expect(discountCents(5000, { code: 'X', kind: 'amount', value: 80 })).toBe(5000);
    expect(discountCents(5000, { code: 'X', kind: 'percent', value: 100 })).toBe(5000);
  });
  it('comes off the room charge before the charges are taken of it', () => {
    const charges: HotelCharge[] = [
      { name: 'Service charge', kind: 'percent', rate: 10, compound: false },
      { name: 'Levy', kind: 'perStay', rate: 5, compound: false },
    ];
    const price = priceStay(flat, '2030-01-01', '2030-01-03', 2, { charges, discount: { code: 'WELCOME10', kind: 'percent', value: 10 } });
    expect(price.roomChargeCents).toBe(40_000);
    expect(price.discount).toEqual({ code: 'WELCOME10', cents: 4_000 });
    expect(price.charges.map((line) => line.cents)).toEqual([3_600, 500]);
    expect(price.totalCents).toBe(36_000 + 3_600 + 500);
    expect(priceLinesOf(price)).toEqual({
      roomCharge: 400,
      discount: { code: 'WELCOME10', amount: 40 },
      charges: [
        { ...charges[0], amount: 36 },
        { ...charges[1], amount: 5 },
      ],
      total: 401,
    });
  });
  it('leaves a breakdown without a code as it was', () => {
    expect(priceStay(flat, '2030-01-01', '2030-01-02', 1)).not.toHaveProperty('discount');
  });
});
