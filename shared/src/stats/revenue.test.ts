import { adminRevenue, ownerRevenue } from './revenue';
import type { BookingStatus } from '../domain';

const booking = (totalPrice: number, status?: BookingStatus) => ({ totalPrice, status });

describe('ownerRevenue', () => {
  it('sums every booking except cancelled ones', () => {
    expect(
      ownerRevenue([booking(100, 'confirmed'), booking(50, 'cancelled'), booking(25, 'pending'), booking(10, 'completed'), booking(5)]),
    ).toBe(140);
  });

  it('is 0 with no bookings', () => {
    expect(ownerRevenue([])).toBe(0);
  });
});

describe('adminRevenue', () => {
  it('counts bookings with no status, confirmed or completed', () => {
    expect(adminRevenue([booking(100, 'confirmed'), booking(40, 'completed'), booking(7)])).toBe(147);
  });

  it('leaves out pending and cancelled bookings', () => {
    expect(adminRevenue([booking(100, 'pending'), booking(50, 'cancelled'), booking(1, 'confirmed')])).toBe(1);
  });

  it('is 0 with no bookings', () => {
    expect(adminRevenue([])).toBe(0);
  });
});
