import type { BookingStatus } from '@ceylon/shared';
import { ownerRevenue } from './owner-revenue';

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
