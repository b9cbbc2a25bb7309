import { statusBadgeLook } from './status-tone';

describe('statusBadgeLook', () => {
  it.each([
    ['confirmed', 'success', 'Confirmed'],
    ['completed', 'info', 'Completed'],
    ['pending', 'warning', 'Pending'],
    ['cancelled', 'danger', 'Cancelled'],
    ['refunded', 'neutral', 'Refunded'],
  ])('shows %s as %s', (status, tone, label) => {
    expect(statusBadgeLook(status)).toEqual({ tone, label });
  });

  it.each([undefined, null, ''])('shows a missing status (%p) as grey Unknown', (status) => {
    expect(statusBadgeLook(status)).toEqual({ tone: 'neutral', label: 'Unknown' });
  });
});
