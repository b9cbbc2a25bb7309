import { hotelTotals, ownerTotals } from './owner-totals';

const hotels = [
  {
    id: 'a',
    bookings: [
      { totalPrice: 200, status: 'confirmed' as const },
      { totalPrice: 80, status: 'cancelled' as const },
    ],
  },
  { id: 'b', bookings: [{ totalPrice: 30, status: 'completed' as const }] },
  { id: 'c' },
];

describe('hotelTotals', () => {
  it('counts every booking and sums the non-cancelled ones', () => {
    expect(hotelTotals(hotels[0]!)).toEqual({ bookingCount: 2, revenue: 200 });
  });

  it('treats a hotel without a bookings array as having none', () => {
    expect(hotelTotals({ id: 'c' })).toEqual({ bookingCount: 0, revenue: 0 });
  });
});

describe('ownerTotals', () => {
  it('adds up hotels, bookings and non-cancelled revenue', () => {
    expect(ownerTotals(hotels)).toEqual({ totalHotels: 3, totalBookings: 3, totalRevenue: 230 });
  });

  it('is all zeros with no hotels', () => {
    expect(ownerTotals([])).toEqual({ totalHotels: 0, totalBookings: 0, totalRevenue: 0 });
  });
});
