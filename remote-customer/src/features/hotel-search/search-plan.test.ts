import { CHECK_OUT_ORDER_MESSAGE, CHECK_IN_PAST_MESSAGE } from '@ceylon/shared';
import { nightsSearched, planSearch, PRICE_ORDER_MESSAGE } from './search-plan';

const today = '2030-03-10';
const query = (search: Parameters<typeof planSearch>[0]) => planSearch(search, today).filters?.toString();

describe('planSearch', () => {
  it('sends the text trimmed and the price bounds as whole numbers (docs/product.md §5)', () => {
    expect(query({ q: '  Galle Fort ', minPrice: '250.9', maxPrice: '250' })).toBe('q=Galle+Fort&minPrice=250&maxPrice=250');
    expect(query({ q: '   ', minPrice: 'abc', maxPrice: '' })).toBe('');
    expect(query({ maxPrice: '99999999' })).toBe('maxPrice=1000000');
  });

  it('sends nothing when the min price is above the max price, and says so', () => {
    expect(planSearch({ q: 'kandy', minPrice: '200', maxPrice: '100' }, today)).toEqual({
      filters: null,
      priceProblem: PRICE_ORDER_MESSAGE,
      dateProblem: null,
    });
    expect(PRICE_ORDER_MESSAGE).toBe('Max price must be at least the min price');
  });

  it('sends a stay with its guests, rooms and order', () => {
    expect(query({ checkIn: '2030-03-12', checkOut: '2030-03-15', guests: '3', rooms: '2', sort: 'price-asc' })).toBe(
      'checkIn=2030-03-12&checkOut=2030-03-15&guests=3&rooms=2&sort=price-asc',
    );
    expect(query({ sort: 'recommended' })).toBe('');
    expect(query({ sort: 'cheapest' })).toBe('');
  });

  it('searches without dates that break a booking rule, and names the rule', () => {
    const backwards = planSearch({ checkIn: '2030-03-15', checkOut: '2030-03-12' }, today);
    expect(backwards.filters?.toString()).toBe('');
    expect(backwards.dateProblem).toBe(CHECK_OUT_ORDER_MESSAGE);
    expect(planSearch({ checkIn: '2030-03-01', checkOut: '2030-03-12' }, today).dateProblem).toBe(CHECK_IN_PAST_MESSAGE);
    expect(planSearch({ checkIn: '2030-03-12' }, today)).toEqual({ filters: new URLSearchParams(), priceProblem: null, dateProblem: null });
  });

  it('leaves out counts the API would refuse, so a shared link for eleven still lists hotels', () => {
    expect(query({ guests: '11', rooms: '0' })).toBe('');
    expect(query({ guests: '2.5', rooms: '11' })).toBe('');
  });
});

it('counts the nights of the stay a query searched', () => {
  expect(nightsSearched('q=kandy&checkIn=2030-03-12&checkOut=2030-03-15')).toBe(3);
  expect(nightsSearched('q=kandy')).toBe(0);
  expect(nightsSearched(null)).toBe(0);
});
