import type { BookingStatus } from '@ceylon/shared';
import { adminRevenue } from './admin-revenue';

const booking = (totalPrice: number, status?: BookingStatus) => ({ totalPrice, status });

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
