// The price of a stay night by night, in whole cents (docs/product.md §9).
import { stayPrice } from './booking-rules';
import {
  fromCents,
  minimumStayProblem,
  nightPriceRange,
  priceListedNights,
  priceStay,
  stayTotal,
  toCents,
  weekdayOf,
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
});
