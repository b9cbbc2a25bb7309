import { makeHotel } from '../../test/fixtures';
import { filterHotels } from './filter-hotels';

const hotels = [
  makeHotel({ id: 'a', title: 'Lake Villa', location: 'Kandy', price: 99.99 }),
  makeHotel({ id: 'b', title: 'Sea Kandy Suites', location: 'Colombo', price: 100 }),
  makeHotel({ id: 'c', title: 'Fort House', location: 'Galle', price: 250.5 }),
];
const ids = (filters: Parameters<typeof filterHotels>[1]) => filterHotels(hotels, filters).map((hotel) => hotel.id);

describe('filterHotels', () => {
  it('matches title or location as a case-insensitive substring, ignoring outer spaces', () => {
    expect(ids({ q: 'kAnDy' })).toEqual(['a', 'b']);
    expect(ids({ q: '  galle ' })).toEqual(['c']);
    expect(ids({ q: '' })).toEqual(['a', 'b', 'c']);
  });

  it('compares prices and bounds as whole numbers', () => {
    expect(ids({ maxPrice: '99' })).toEqual(['a']);
    expect(ids({ minPrice: '100' })).toEqual(['b', 'c']);
    expect(ids({ minPrice: '250.9', maxPrice: '250' })).toEqual(['c']);
  });

  it('ignores a bound that is not a number', () => {
    expect(ids({ minPrice: 'abc', maxPrice: '' })).toEqual(['a', 'b', 'c']);
  });
});
