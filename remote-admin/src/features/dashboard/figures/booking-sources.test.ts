import { makeBooking } from '@ceylon/shared/testing';
import { bookingsFromHotels, chooseDashboardBookings } from './booking-sources';

const hotels = [
  {
    id: 'h2',
    title: 'Galle Fort House',
    location: 'Galle',
    bookings: [{ id: 'b9', totalPrice: 300, status: undefined, createdAt: '2025-03-02T00:00:00Z' }],
  },
  { id: 'h3', title: 'Empty', location: 'Jaffna' },
];

describe('bookingsFromHotels', () => {
  it('attaches each hotel title and location to its bookings', () => {
    expect(bookingsFromHotels(hotels)).toEqual([
      expect.objectContaining({
        id: 'b9',
        totalPrice: 300,
        hotelId: 'h2',
        hotel: { id: 'h2', title: 'Galle Fort House', location: 'Galle' },
      }),
    ]);
  });

  it('is empty when no hotel carries bookings', () => {
    expect(bookingsFromHotels([])).toEqual([]);
    expect(bookingsFromHotels([{ id: 'x', title: 'X', location: 'Y', bookings: null }])).toEqual([]);
  });
});

describe('chooseDashboardBookings', () => {
  it('uses all bookings when that call returned some', () => {
    expect(chooseDashboardBookings({ allBookings: [makeBooking('a')], myBookings: [makeBooking('m')], hotels }).map((b) => b.id)).toEqual([
      'a',
    ]);
  });

  it('falls back to my bookings when all bookings failed or were empty', () => {
    expect(chooseDashboardBookings({ allBookings: undefined, myBookings: [makeBooking('m')], hotels }).map((b) => b.id)).toEqual(['m']);
    expect(chooseDashboardBookings({ allBookings: [], myBookings: [makeBooking('m')], hotels }).map((b) => b.id)).toEqual(['m']);
  });

  it('falls back to the hotels when both booking calls failed or returned nothing', () => {
    expect(chooseDashboardBookings({ allBookings: undefined, myBookings: undefined, hotels }).map((b) => b.id)).toEqual(['b9']);
    expect(chooseDashboardBookings({ allBookings: [], myBookings: [], hotels }).map((b) => b.id)).toEqual(['b9']);
  });
});
