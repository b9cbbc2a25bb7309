import { adminStats, averageRating, bookingRate, newest } from './admin-stats';

describe('averageRating', () => {
  it('is the mean rating to one decimal', () => {
    expect(averageRating([{ rating: 4.5 }, { rating: 4 }, { rating: 3.8 }])).toBe(4.1);
  });

  it('rounds half up at the first decimal', () => {
    expect(averageRating([{ rating: 4.25 }, { rating: 4.25 }])).toBe(4.3);
  });

  it('is 0 with no hotels', () => {
    expect(averageRating([])).toBe(0);
  });
});

describe('bookingRate', () => {
  it('is bookings divided by users as a rounded percentage', () => {
    expect(bookingRate(2, 3)).toBe(67);
    expect(bookingRate(1, 3)).toBe(33);
    expect(bookingRate(12, 4)).toBe(300);
  });

  it('is 0 with no users', () => {
    expect(bookingRate(5, 0)).toBe(0);
  });

  it('is 0 with no bookings', () => {
    expect(bookingRate(0, 8)).toBe(0);
  });
});

describe('newest', () => {
  const item = (id: number, createdAt?: string) => ({ id, createdAt });

  it('keeps the 5 newest, newest first', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((day) => item(day, `2025-01-0${day}T10:00:00Z`));
    expect(newest(items).map((entry) => entry.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('puts undated items last and does not change its input', () => {
    const items = [item(1), item(2, '2025-02-01T00:00:00Z'), item(3, 'not a date')];
    expect(newest(items).map((entry) => entry.id)).toEqual([2, 1, 3]);
    expect(items.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('returns what there is when fewer than 5 exist', () => {
    expect(newest([])).toEqual([]);
  });
});

describe('adminStats', () => {
  it('gathers every figure of the dashboard', () => {
    expect(
      adminStats({
        users: [{}, {}, {}, {}],
        hotels: [{ rating: 5 }, { rating: 4 }],
        bookings: [
          { totalPrice: 100, status: 'confirmed' },
          { totalPrice: 60, status: 'cancelled' },
          { totalPrice: 20, status: undefined },
        ],
      }),
    ).toEqual({ totalUsers: 4, totalHotels: 2, totalBookings: 3, totalRevenue: 120, averageRating: 4.5, bookingRate: 75 });
  });

  it('is all zeros when nothing was loaded', () => {
    expect(adminStats({ users: [], hotels: [], bookings: [] })).toEqual({
      totalUsers: 0,
      totalHotels: 0,
      totalBookings: 0,
      totalRevenue: 0,
      averageRating: 0,
      bookingRate: 0,
    });
  });
});
