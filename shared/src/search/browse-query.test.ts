import { bookingPath, browseHotelsPath, readHotelSearch } from './browse-query';

describe('hotel search in the URL', () => {
  it('round-trips through the query string, dropping empty fields', () => {
    const path = browseHotelsPath({ q: 'Kandy', checkIn: '2026-12-01', guests: '2', rooms: '', sort: 'price-asc' });
    expect(path).toBe('/browse-hotels?q=Kandy&checkIn=2026-12-01&guests=2&sort=price-asc');
    expect(readHotelSearch(new URLSearchParams(path.split('?')[1]))).toEqual({
      q: 'Kandy',
      checkIn: '2026-12-01',
      guests: '2',
      sort: 'price-asc',
    });
  });

  it('is plain /browse-hotels with no search', () => {
    expect(browseHotelsPath({})).toBe('/browse-hotels');
  });

  it('carries dates, guests and rooms into the booking form', () => {
    expect(bookingPath('h1', { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: '2' })).toBe(
      '/booking?checkIn=2026-12-01&checkOut=2026-12-03&guests=2&hotelId=h1',
    );
    expect(bookingPath('h1', { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: '2', rooms: '3' })).toBe(
      '/booking?checkIn=2026-12-01&checkOut=2026-12-03&guests=2&rooms=3&hotelId=h1',
    );
    expect(bookingPath('h1')).toBe('/booking?hotelId=h1');
  });
});
